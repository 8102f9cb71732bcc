import { formatINR } from '../../../lib/format';

/** ₹8,000–₹12,000: a rupee range with Indian digit grouping; one amount when both ends meet. */
export function formatBudgetRange(min: number, max: number): string {
  return min === max ? formatINR(min) : `${formatINR(min)}–${formatINR(max)}`;
}
