import { addDaysToDate, addMonthsToDate, daysBetween } from './calendar';

export interface StayQuote {
  /** The listing's monthly rent the quote is worked out from, whole rupees. */
  monthlyRent: number;
  /** Whole calendar months of the stay. */
  months: number;
  /** Days left over after the whole months. */
  extraDays: number;
  /** Length of the calendar month those days fall in (the proration base). */
  extraMonthDays: number;
  /** Nights of the whole stay. */
  days: number;
  totalAmount: number;
}

/**
 * What a stay costs. A stay runs from `startDate` to `endDate`, both included (1 to 31 January
 * is one month). It is counted in whole calendar months from the start day (15 January to
 * 14 March is two months; 31 January to 27 February 2025 is one, February being short), and the
 * days left over are charged as their share of the month they fall in: 10 days of a 30-day month
 * cost 10/30 of the rent. The total is rounded to whole rupees.
 *
 * monthlyRent × (months + extraDays / extraMonthDays), rounded half up.
 */
export function quoteStay(input: {
  monthlyRent: number;
  startDate: string;
  endDate: string;
}): StayQuote {
  const { monthlyRent, startDate } = input;
  // The day after the last one: months are counted up to it.
  const endExclusive = addDaysToDate(input.endDate, 1);
  let months = 0;
  while (addMonthsToDate(startDate, months + 1) <= endExclusive) months++;
  const partStart = addMonthsToDate(startDate, months);
  const extraDays = daysBetween(partStart, endExclusive);
  const extraMonthDays = daysBetween(partStart, addMonthsToDate(startDate, months + 1));
  const total = monthlyRent * months + (monthlyRent * extraDays) / extraMonthDays;
  return {
    monthlyRent,
    months,
    extraDays,
    extraMonthDays,
    days: daysBetween(startDate, endExclusive),
    totalAmount: Math.round(Number(total.toFixed(6))),
  };
}
