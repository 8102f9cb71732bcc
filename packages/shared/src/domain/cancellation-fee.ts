/**
 * A provider's cancellation policy: free until `freeHours` before the slot begins, then a fee of
 * `feePercent` of the booking's total (decision 057: a percentage, so one policy fits a ₹199 job
 * and a ₹4,999 one alike, and the fee can never exceed what the job costs).
 */
export interface CancellationPolicy {
  freeHours: number;
  feePercent: number;
}

export const CANCELLATION_LIMITS = { freeHoursMax: 168, feePercentMax: 100 } as const;

/**
 * The fee, in integer paise, when the customer cancels at `nowMs` a booking of `totalPaise`
 * whose slot begins at `slotStartMs`: 0 without a policy or before the free window closes,
 * else the percentage of the total, rounded to the nearest paisa.
 */
export function cancellationFeePaise(
  totalPaise: number,
  policy: CancellationPolicy | null,
  slotStartMs: number,
  nowMs: number,
): number {
  if (!policy || policy.feePercent <= 0) return 0;
  if (nowMs < slotStartMs - policy.freeHours * 3_600_000) return 0;
  return Math.round((totalPaise * Math.min(policy.feePercent, 100)) / 100);
}
