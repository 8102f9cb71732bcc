import { formatINR } from '../../../lib/format';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';

/**
 * A cancellation policy in words: free at any time, or free until N hours before and then a
 * percentage of the total (with the amount, when the total is known).
 */
export function CancellationPolicyText({
  policy,
  totalPaise,
}: {
  policy: { freeHours: number; feePercent: number } | null;
  totalPaise?: number;
}) {
  const { t } = useServiceBookingsT();
  if (!policy || policy.feePercent === 0) return <>{t('policy.free')}</>;
  const amount =
    totalPaise === undefined
      ? null
      : formatINR(Math.round((totalPaise * policy.feePercent) / 100) / 100);
  return (
    <>
      {t(amount ? 'policy.feeWithAmount' : 'policy.fee', {
        count: policy.freeHours,
        percent: policy.feePercent,
        amount,
      })}
    </>
  );
}
