import {
  addMonthsToDate,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  bookingInputSchema,
  issuesToFields,
  kolkataDate,
  quoteStay,
  type BookingStatus,
  type StayMoneyStatus,
  type StayQuote,
} from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';

export const BOOKING_STATUS_COLOR: Record<BookingStatus, string> = {
  pending: 'yellow',
  confirmed: 'green',
  cancelled: 'gray',
};

/** The colour of a stay's money status (from its ledger); `none` shows no badge. */
export const STAY_MONEY_COLOR: Record<Exclude<StayMoneyStatus, 'none'>, string> = {
  late: 'red',
  due: 'orange',
  upcoming: 'blue',
  'paid-up': 'green',
  'deposit-refunded': 'gray',
};

/** Today in India: the first day a stay may start. */
export const todayInIndia = (now: Date = new Date()): string => kolkataDate(now);

export interface StayForm {
  startDate: string;
  endDate: string;
  notes: string;
}

/**
 * What is wrong with the dates and notes, by field (English; the screen translates): the shared
 * schema's rules, plus the two the server adds (no start before today, at most five years).
 */
export function stayFormErrors(values: StayForm, today: string): Record<string, string> {
  const parsed = bookingInputSchema.safeParse(values);
  const errors = parsed.success ? {} : issuesToFields(parsed.error);
  if (!errors['startDate'] && values.startDate < today)
    errors['startDate'] = BOOKING_MESSAGES.startInPast;
  if (
    !errors['endDate'] &&
    !errors['startDate'] &&
    values.endDate > addMonthsToDate(values.startDate, BOOKING_LIMITS.maxMonths)
  )
    errors['endDate'] = BOOKING_MESSAGES.tooLong;
  return errors;
}

/** The total of a stay, worked out as the server will (shared quoteStay); null until the dates make sense. */
export function stayQuote(
  monthlyRent: number | null,
  startDate: string,
  endDate: string,
): StayQuote | null {
  if (!monthlyRent || monthlyRent <= 0) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return null;
  if (endDate < startDate) return null;
  return quoteStay({ monthlyRent, startDate, endDate });
}

/**
 * The confirmed stay a 409 "dates taken" clashes with. The server names it in its message
 * ("… from 2026-03-01 to 2026-03-31"); `details` may carry it too.
 */
export function clashingStay(error: unknown): { startDate: string; endDate: string } | null {
  if (!(error instanceof ApiError) || error.reason !== 'booking.dates-taken') return null;
  const { startDate, endDate } = error.details;
  if (startDate && endDate) return { startDate, endDate };
  const dates = error.message.match(/\d{4}-\d{2}-\d{2}/g);
  return dates && dates.length >= 2 ? { startDate: dates[0]!, endDate: dates[1]! } : null;
}

export const isDatesTaken = (error: unknown): boolean =>
  error instanceof ApiError && error.reason === 'booking.dates-taken';
