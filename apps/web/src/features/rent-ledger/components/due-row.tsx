import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Due, LedgerSide } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, formatMonth, formatPaise, intlLocale } from '../../../lib/format';
import { DisputeDialog } from '../../../components/payments/dispute-dialog';
import { OnlineOrderOpen } from '../../../components/payments/online-order-open';
import { PayOnline } from '../../../components/payments/pay-online';
import { PayUpiDialog } from '../../../components/payments/pay-upi-dialog';
import {
  useClaimUpi,
  useConfirmPayment,
  useDisputePayment,
  useRecordCash,
  useRefreshDues,
  useUpiRequest,
} from '../api/dues';
import { DUE_STATE_COLOR, dueAction, duePapers } from '../lib/due-view';
import { useMoneyT } from '../lib/use-money-t';

/** One due: what it is for, how much, when, where it stands, and the step its side may take. */
export function DueRow({ due, as }: { due: Due; as: LedgerSide }) {
  const { t, i18n } = useMoneyT();
  const locale = intlLocale(i18n.language);
  const [paying, setPaying] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const confirm = useConfirmPayment();
  const cash = useRecordCash();
  const action = dueAction(due, as);
  const upiRequest = useUpiRequest(due.id, paying);
  const claim = useClaimUpi(due.id);
  const dispute = useDisputePayment();
  const refresh = useRefreshDues();
  const what =
    due.kind === 'deposit'
      ? t('kind.deposit')
      : t('kind.rent', { month: formatMonth(due.periodStart, locale) });
  const failure = confirm.error ?? cash.error;
  const papers = duePapers(due, i18n.language);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={{ listStyle: 'none' }}
      aria-label={`${due.propertyTitle}: ${what}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            {/* The amount is what a person came for: it wraps to a line of its own, never cut. */}
            <Text fw={600}>
              {what} ·{' '}
              <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                {formatPaise(due.amountPaise)}
              </Text>
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {as === 'owner' ? `${due.propertyTitle} · ${due.tenantName}` : due.propertyTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {due.paidAt
                ? t('paidOn', { date: formatDate(due.paidAt, 'medium', locale) })
                : t('dueOn', {
                    date: formatDate(`${due.dueDate}T12:00:00+05:30`, 'medium', locale),
                  })}
            </Text>
          </Stack>
          <Badge
            color={DUE_STATE_COLOR[due.state]}
            variant="light"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {t(`state.${due.state}`)}
          </Badge>
        </Group>
        {due.payment?.status === 'claimed' && (
          <Text size="sm">
            {as === 'owner'
              ? t('claimed.owner', { name: due.tenantName, reference: due.payment.reference ?? '' })
              : t('claimed.tenant', { reference: due.payment.reference ?? '' })}
          </Text>
        )}
        {due.payment?.status === 'created' && (
          <OnlineOrderOpen
            payment={due.payment}
            side={as === 'tenant' ? 'payer' : 'payee'}
            payerName={due.tenantName}
            onChanged={() => void refresh()}
          />
        )}
        {due.payment?.status === 'confirmed' && due.payment.method && (
          <Text size="sm" c="dimmed">
            {t(`method.${due.payment.method}`)}
            {due.payment.reference ? ` · ${due.payment.reference}` : ''}
          </Text>
        )}
        {papers && (
          <Group gap="md">
            <Anchor size="sm" download href={papers.receipt}>
              {t('papers.receipt')}
            </Anchor>
            <Anchor size="sm" download href={papers.statement}>
              {t('papers.statement', { years: papers.years })}
            </Anchor>
          </Group>
        )}
        {failure && (
          // The owner's confirmation or cash record failed (spec: "Failed to update payment status").
          <Alert color="red" role="alert" title={t('actions.failed')}>
            {errorMessage(t, failure)}
          </Alert>
        )}
        {/* Kept while the tenant's own online order is open: its checkout lives in PayOnline. */}
        {as === 'tenant' && due.state !== 'paid' && (
          <Group gap="xs" style={action === 'pay' ? undefined : { display: 'contents' }}>
            {action === 'pay' && (
              <Button size="sm" onClick={() => setPaying(true)}>
                {t('actions.payUpi')}
              </Button>
            )}
            <PayOnline
              payable={{ type: 'rent', dueId: due.id }}
              offered={action === 'pay'}
              amountPaise={due.amountPaise}
              description={`${due.propertyTitle}: ${what}`}
              onChanged={() => void refresh()}
            />
          </Group>
        )}
        {action === 'review' && due.payment && (
          <Group gap="xs">
            <Button
              size="sm"
              color="green"
              loading={confirm.isPending}
              onClick={() => confirm.mutate(due.payment!.id)}
            >
              {t('actions.confirm')}
            </Button>
            <Button size="sm" variant="default" onClick={() => setDisputing(true)}>
              {t('actions.dispute')}
            </Button>
          </Group>
        )}
        {action === 'cash' && (
          <Group>
            <Button
              size="sm"
              variant="default"
              loading={cash.isPending}
              onClick={() => cash.mutate(due.id)}
            >
              {t('actions.cash')}
            </Button>
          </Group>
        )}
      </Stack>
      {action === 'pay' && (
        <PayUpiDialog
          amountPaise={due.amountPaise}
          request={upiRequest}
          claim={claim}
          opened={paying}
          onClose={() => setPaying(false)}
        />
      )}
      {due.payment && action === 'review' && (
        <DisputeDialog
          paymentId={due.payment.id}
          dispute={dispute}
          opened={disputing}
          onClose={() => setDisputing(false)}
        />
      )}
    </Paper>
  );
}
