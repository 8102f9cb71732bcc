import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DepositRefundInput, StayLedger } from '@nivaas/shared';
import { useAppConfig } from '../../../lib/api/config';
import { errorMessage } from '../../../lib/error-messages';
import { formatPaise } from '../../../lib/format';
import { useAddDeduction, useRefundDeposit, useSetDueDay, useStayLedger } from '../api/dues';
import { depositPosition, typedRupeesToPaise } from '../lib/due-view';
import { useMoneyT } from '../lib/use-money-t';
import { QuerySkeleton } from '../../../components/ui/query-state';
import { RefundList } from './deposit-refunds';

const DUE_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/** On an owner's confirmed stay: opens the stay's due day, deposit deductions and refund. */
export function StayMoneyButton({ bookingId }: { bookingId: string }) {
  const { t } = useMoneyT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        {t('stay.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('stay.title')} centered>
        {opened && <StayMoney bookingId={bookingId} />}
      </Modal>
    </>
  );
}

/** The owner's side of one stay's money: the due day, what is kept of the deposit, the refund. */
export function StayMoney({ bookingId }: { bookingId: string }) {
  const { t } = useMoneyT();
  const ledger = useStayLedger(bookingId);
  if (ledger.isPending) return <QuerySkeleton rows={1} h={160} />;
  if (ledger.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, ledger.error)}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <DueDayForm bookingId={bookingId} dueDay={ledger.data.dueDay} />
      <Divider />
      <DepositSection bookingId={bookingId} ledger={ledger.data} />
    </Stack>
  );
}

function DueDayForm({ bookingId, dueDay }: { bookingId: string; dueDay: number | null }) {
  const { t } = useMoneyT();
  const save = useSetDueDay(bookingId);
  const [value, setValue] = useState(dueDay === null ? '' : String(dueDay));
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('stay.dueDay')}
        description={t('stay.dueDayHint')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        data={[
          { value: '', label: t('stay.dueDayStart') },
          ...DUE_DAYS.map((day) => ({ value: String(day), label: t('stay.dueDayOf', { day }) })),
        ]}
      />
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, save.error)}
        </Alert>
      )}
      <Group>
        <Button
          size="sm"
          loading={save.isPending}
          disabled={value === (dueDay === null ? '' : String(dueDay))}
          onClick={() =>
            save.mutate(value === '' ? null : Number(value), {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('stay.dueDaySaved') }),
            })
          }
        >
          {t('stay.saveDueDay')}
        </Button>
      </Group>
    </Stack>
  );
}

function DepositSection({
  bookingId,
  ledger,
}: {
  bookingId: string;
  ledger: Parameters<typeof depositPosition>[0] & {
    deductions: { id: string; amountPaise: number; reason: string }[];
    refunds: StayLedger['refunds'];
  };
}) {
  const { t } = useMoneyT();
  const deposit = depositPosition(ledger);
  const online = Boolean(useAppConfig().data?.paymentGateway) && deposit.paidOnline;
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('stay.deposit')}
      </Title>
      <Text size="sm" data-testid="deposit-position">
        {t('stay.position', {
          paid: formatPaise(deposit.paidPaise),
          deducted: formatPaise(deposit.deductedPaise),
          refunded: formatPaise(deposit.refundedPaise),
        })}
      </Text>
      {ledger.deductions.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {ledger.deductions.map((d) => (
            <Text component="li" size="sm" key={d.id}>
              {formatPaise(d.amountPaise)} · {d.reason}
            </Text>
          ))}
        </Stack>
      )}
      {ledger.refunds.length > 0 && <RefundList refunds={ledger.refunds} />}
      {deposit.paidPaise === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stay.depositUnpaid')}
        </Text>
      ) : deposit.leftPaise === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stay.nothingLeft')}
        </Text>
      ) : (
        <>
          <DeductionForm bookingId={bookingId} leftPaise={deposit.leftPaise} />
          <RefundForm bookingId={bookingId} leftPaise={deposit.leftPaise} online={online} />
        </>
      )}
    </Stack>
  );
}

function DeductionForm({ bookingId, leftPaise }: { bookingId: string; leftPaise: number }) {
  const { t } = useMoneyT();
  const add = useAddDeduction(bookingId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const paise = typedRupeesToPaise(amount);
  const amountError =
    touched && (paise === null || paise > leftPaise)
      ? t('stay.amountInvalid', { left: formatPaise(leftPaise) })
      : undefined;
  const reasonError = touched && reason.trim().length < 3 ? t('stay.reasonInvalid') : undefined;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('stay.deduct')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('stay.amount')}
          inputMode="decimal"
          leftSection="₹"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={amountError}
          style={{ flex: '1 1 120px' }}
        />
        <TextInput
          label={t('stay.reason')}
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError}
          style={{ flex: '2 1 200px' }}
        />
      </Group>
      {add.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, add.error)}
        </Alert>
      )}
      <Group>
        <Button
          size="sm"
          variant="default"
          loading={add.isPending}
          onClick={() => {
            setTouched(true);
            if (paise === null || paise > leftPaise || reason.trim().length < 3) return;
            add.mutate(
              { amountPaise: paise, reason: reason.trim() },
              {
                onSuccess: () => {
                  setAmount('');
                  setReason('');
                  setTouched(false);
                },
              },
            );
          }}
        >
          {t('stay.addDeduction')}
        </Button>
      </Group>
    </Stack>
  );
}

function RefundForm({
  bookingId,
  leftPaise,
  online,
}: {
  bookingId: string;
  leftPaise: number;
  /** The deposit was paid through the gateway this server has: it can go back the same way. */
  online: boolean;
}) {
  const { t } = useMoneyT();
  const refund = useRefundDeposit(bookingId);
  const [chosen, setMethod] = useState<DepositRefundInput['method'] | null>(null);
  const method = chosen ?? (online ? 'gateway' : 'upi');
  const [reference, setReference] = useState('');
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('stay.refund', { amount: formatPaise(leftPaise) })}
      </Text>
      <SegmentedControl
        size="xs"
        value={method}
        onChange={(value) => setMethod(value as DepositRefundInput['method'])}
        data={[
          ...(online ? [{ value: 'gateway', label: t('stay.online') }] : []),
          { value: 'upi', label: t('stay.byUpi') },
          { value: 'cash', label: t('stay.inCash') },
        ]}
        aria-label={t('stay.refundMethod')}
        style={{ alignSelf: 'flex-start' }}
      />
      {method === 'gateway' && (
        <Text size="sm" c="dimmed">
          {t('stay.onlineHint')}
        </Text>
      )}
      {method === 'upi' && (
        <TextInput
          label={t('upi.reference')}
          value={reference}
          maxLength={35}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
      )}
      {refund.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, refund.error)}
        </Alert>
      )}
      <Group>
        <Button
          size="sm"
          color="green"
          loading={refund.isPending}
          onClick={() =>
            refund.mutate(
              method === 'upi' && reference.trim()
                ? { method, reference: reference.trim() }
                : { method },
              {
                onSuccess: (payment) =>
                  notifications.show({
                    color: 'teal',
                    message: t(payment.status === 'created' ? 'stay.refundAsked' : 'stay.refunded'),
                  }),
              },
            )
          }
        >
          {t(method === 'gateway' ? 'stay.refundOnline' : 'stay.recordRefund')}
        </Button>
      </Group>
    </Stack>
  );
}
