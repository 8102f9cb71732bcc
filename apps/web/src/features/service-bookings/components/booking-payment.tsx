import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { documentEndpoints, documentLanguageOf, endpointUrl } from '@nivaas/shared';
import { DisputeDialog } from '../../../components/payments/dispute-dialog';
import { OnlineOrderOpen } from '../../../components/payments/online-order-open';
import { PayOnline } from '../../../components/payments/pay-online';
import { PayUpiDialog } from '../../../components/payments/pay-upi-dialog';
import { errorMessage } from '../../../lib/error-messages';
import { formatPaise } from '../../../lib/format';
import {
  useClaimServiceUpi,
  useConfirmServicePayment,
  useDisputeServicePayment,
  useRecordServiceCash,
  useRefreshServicePayments,
  useServiceUpiRequest,
} from '../api/service-payments';
import type { ServiceBooking } from '../api/types';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';

const STATE_COLOR = { unpaid: 'orange', waiting: 'blue', paid: 'green' } as const;

/**
 * What a booking owes once completed (or cancelled late), where its payment stands, and the
 * step each side may take: the customer pays by UPI with a reference; the provider confirms or
 * disputes it, or records cash. Both sides see each step live (`payment.changed`).
 */
export function BookingPayment({
  booking,
  side,
}: {
  booking: ServiceBooking;
  side: 'provider' | 'customer';
}) {
  const { t } = useServiceBookingsT();
  const { i18n } = useTranslation();
  const [paying, setPaying] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const request = useServiceUpiRequest(booking.id, paying);
  const claim = useClaimServiceUpi(booking.id);
  const cash = useRecordServiceCash(booking.id);
  const confirm = useConfirmServicePayment();
  const dispute = useDisputeServicePayment();
  const refresh = useRefreshServicePayments();
  const owed = booking.owed;
  if (!owed) return null;
  const payment = owed.payment;
  const amount = formatPaise(owed.amountPaise);
  const failure = cash.error ?? confirm.error;
  return (
    <Stack gap={4} data-testid="booking-payment">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t(`payment.owed.${owed.purpose}`, { amount })}
        </Text>
        <Badge color={STATE_COLOR[owed.state]} variant="light" size="sm" tt="none">
          {t(`payment.state.${owed.state}`)}
        </Badge>
      </Group>
      {owed.state === 'paid' && payment ? (
        <Text size="sm" c="gray.7">
          {t(`payment.method.${payment.method}`)}
          {payment.reference ? ` · ${payment.reference}` : ''}
        </Text>
      ) : null}
      {owed.state === 'paid' && owed.purpose === 'cancellation-fee' ? (
        <Anchor
          size="sm"
          download
          href={endpointUrl(documentEndpoints.cancellationReceipt, {
            params: { id: booking.id },
            query: { lang: documentLanguageOf(i18n.language) },
          })}
        >
          {t('payment.receipt')}
        </Anchor>
      ) : null}
      {owed.state === 'waiting' && payment?.status === 'claimed' ? (
        <Text size="sm">
          {side === 'provider'
            ? t('payment.claimed.provider', {
                name: booking.customer.firstName,
                reference: payment.reference ?? '',
              })
            : t('payment.claimed.customer', { reference: payment.reference ?? '' })}
        </Text>
      ) : null}
      {owed.state === 'waiting' && payment?.status === 'created' ? (
        <OnlineOrderOpen
          payment={payment}
          side={side === 'customer' ? 'payer' : 'payee'}
          payerName={booking.customer.firstName}
          onChanged={() => void refresh()}
        />
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      ) : null}
      {/* Kept while the customer's own online order is open: its checkout lives in PayOnline. */}
      {side === 'customer' && owed.state !== 'paid' ? (
        <Group gap="xs" style={owed.state === 'unpaid' ? undefined : { display: 'contents' }}>
          {owed.state === 'unpaid' && (
            <Button size="sm" onClick={() => setPaying(true)}>
              {t('payment.payUpi')}
            </Button>
          )}
          <PayOnline
            payable={{ type: 'service', bookingId: booking.id }}
            offered={owed.state === 'unpaid'}
            amountPaise={owed.amountPaise}
            description={t(`payment.owed.${owed.purpose}`, { amount })}
            onChanged={() => void refresh()}
          />
        </Group>
      ) : null}
      {side === 'provider' && owed.state === 'waiting' && payment?.status === 'claimed' ? (
        <Group gap="xs">
          <Button
            size="sm"
            color="green"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(payment.id)}
          >
            {t('payment.confirm')}
          </Button>
          <Button size="sm" variant="default" onClick={() => setDisputing(true)}>
            {t('payment.dispute')}
          </Button>
        </Group>
      ) : null}
      {side === 'provider' && owed.state === 'unpaid' ? (
        <Group>
          <Button
            size="sm"
            variant="default"
            loading={cash.isPending}
            onClick={() => cash.mutate()}
          >
            {t('payment.cash')}
          </Button>
        </Group>
      ) : null}
      {side === 'customer' && owed.state === 'unpaid' ? (
        <PayUpiDialog
          amountPaise={owed.amountPaise}
          request={request}
          claim={claim}
          opened={paying}
          onClose={() => setPaying(false)}
        />
      ) : null}
      {side === 'provider' && payment?.status === 'claimed' ? (
        <DisputeDialog
          paymentId={payment.id}
          dispute={dispute}
          opened={disputing}
          onClose={() => setDisputing(false)}
        />
      ) : null}
    </Stack>
  );
}
