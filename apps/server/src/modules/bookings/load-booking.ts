import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { canCancelBooking, canReadBooking, isBookingOwner } from './bookings.policy';
import { findBooking, type BookingRow } from './bookings.repository';

/** What the caller means to do with a booking; each has its own refusal (spec section 8). */
export type BookingAction = 'read' | 'confirm' | 'cancel';

const REFUSAL = {
  read: 'booking.no-access',
  confirm: 'booking.owners-confirm',
  cancel: 'booking.cancel-own',
} as const;

const ALLOWED: Record<BookingAction, (caller: RequestAuth, booking: BookingRow) => boolean> = {
  read: canReadBooking,
  confirm: isBookingOwner,
  cancel: canCancelBooking,
};

/** The booking if `caller` may do `action` to it: 404 "Booking not found", else 403. */
export async function loadBookingFor(
  db: Kysely<Database>,
  caller: RequestAuth,
  id: string,
  action: BookingAction,
): Promise<BookingRow> {
  const booking = await findBooking(db, id);
  if (!booking) throw new AppError('booking.not-found');
  if (!ALLOWED[action](caller, booking)) throw new AppError(REFUSAL[action]);
  return booking;
}
