import type { Kysely } from 'kysely';
import {
  addDaysToDate,
  addMonthsToDate,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  type StayDates,
} from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { canViewProperty, readListing, type ListingRecord } from '../properties/index';

/** A listing a stay may be booked at: one the caller may see, let for a monthly rent. */
export async function findBookableListing(
  db: Kysely<Database>,
  caller: RequestAuth,
  propertyId: string,
): Promise<ListingRecord & { rent: number }> {
  const row = await readListing(db, propertyId);
  if (!row || !canViewProperty(caller, row)) throw new AppError('property.not-found');
  if (row.listingType !== 'rent' || row.rent === null || row.rent <= 0)
    throw new AppError('booking.not-for-rent');
  return { ...row, rent: row.rent };
}

/**
 * Dates the schema cannot judge alone: not before today, not starting more than
 * BOOKING_LIMITS.startYearsAhead years ahead, not longer than the longest stay.
 */
export function checkStayDates(dates: StayDates, today: string): void {
  if (dates.startDate < today)
    throw new AppError('invalid-argument', undefined, {
      startDate: BOOKING_MESSAGES.startInPast,
    });
  if (dates.startDate > addMonthsToDate(today, 12 * BOOKING_LIMITS.startYearsAhead))
    throw new AppError('invalid-argument', undefined, {
      startDate: BOOKING_MESSAGES.startTooFar,
    });
  const lastDay = addDaysToDate(addMonthsToDate(dates.startDate, BOOKING_LIMITS.maxMonths), -1);
  if (dates.endDate > lastDay)
    throw new AppError('invalid-argument', undefined, { endDate: BOOKING_MESSAGES.tooLong });
}

/** 409 naming the confirmed stay the dates run into, so either side knows which to move. */
export const datesTaken = (clash: { startDate: string; endDate: string }): AppError =>
  new AppError('booking.dates-taken', {
    message: `${BOOKING_MESSAGES.datesTaken} from ${clash.startDate} to ${clash.endDate}`,
  });
