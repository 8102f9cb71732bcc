import { Stack, Text } from '@mantine/core';
import type { StayLedger } from '@nivaas/shared';
import { formatPaise } from '../../../lib/format';
import { useStayLedger } from '../api/dues';
import { useMoneyT } from '../lib/use-money-t';

/** Each refund of the deposit and where it stands: paid back, waiting for the gateway, failed. */
export function RefundList({ refunds }: { refunds: StayLedger['refunds'] }) {
  const { t } = useMoneyT();
  const how = { upi: t('stay.byUpi'), cash: t('stay.inCash'), gateway: t('stay.online') };
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('stay.refunds')}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {refunds.map((refund) => (
          <Text
            component="li"
            size="sm"
            key={refund.id}
            data-testid="deposit-refund"
            c={refund.status === 'failed' ? 'red' : undefined}
          >
            {formatPaise(refund.amountPaise)} · {how[refund.method]} ·{' '}
            {t(
              refund.status === 'created'
                ? 'stay.refundState.created'
                : refund.status === 'failed'
                  ? 'stay.refundState.failed'
                  : 'stay.refundState.confirmed',
            )}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The tenant's side of a stay's deposit refunds (decision 080): each one and where it stands,
 * live (a payment's step refetches the stay's ledger); nothing until the owner pays one back.
 */
export function DepositRefunds({ bookingId }: { bookingId: string }) {
  const ledger = useStayLedger(bookingId);
  const refunds = ledger.data?.refunds ?? [];
  return refunds.length > 0 ? <RefundList refunds={refunds} /> : null;
}
