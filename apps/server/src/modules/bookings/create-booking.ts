import { kolkataDate, quoteStay, type Booking, type BookingInput } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { canCreateBooking } from './bookings.policy';
import { findBookingView, findConfirmedClash, insertBooking } from './bookings.repository';
import { bookingEvent, presentBooking } from './present-booking';
import { checkStayDates, datesTaken, findBookableListing } from './stay-rules';

/**
 * A tenant asks for a stay: pending until the owner confirms. Dates that run into a confirmed
 * stay are refused at once (the final word is the owner's confirmation, which checks again
 * under the listing's lock). The total is quoted from today's rent and kept.
 */
export async function createBooking(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  input: Required<BookingInput>,
): Promise<Booking> {
  if (!canCreateBooking(caller)) throw new AppError('booking.tenants-only');
  const listing = await findBookableListing(deps.db, caller, propertyId);
  const now = deps.clock.now();
  const dates = { startDate: input.startDate, endDate: input.endDate };
  checkStayDates(dates, kolkataDate(now));
  const { totalAmount } = quoteStay({ monthlyRent: listing.rent, ...dates });
  const at = now.toISOString();
  const row = {
    id: newId(),
    propertyId,
    tenantId: caller.userId,
    ownerId: listing.ownerId,
    ...dates,
    status: 'pending' as const,
    monthlyRent: listing.rent,
    totalAmount,
    notes: input.notes,
    cancelledBy: null,
    createdAt: at,
    updatedAt: at,
  };
  await inTransaction(deps, async (trx, emit) => {
    const clash = await findConfirmedClash(trx, propertyId, dates, null);
    if (clash) throw datesTaken(clash);
    await insertBooking(trx, row);
    emit('booking.requested', bookingEvent(row, listing.title, caller.userId));
  });
  const created = await findBookingView(deps.db, row.id);
  // The listing was deleted just after the booking was stored (its bookings go with it).
  if (!created) throw new AppError('property.not-found');
  return presentBooking(deps, created);
}
