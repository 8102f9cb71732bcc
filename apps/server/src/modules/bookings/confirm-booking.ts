import type { Booking } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import {
  changeBookingStatus,
  findBooking,
  findBookingView,
  findConfirmedClash,
  lockStaysOf,
} from './bookings.repository';
import { loadBookingFor } from './load-booking';
import { bookingEvent, presentBooking } from './present-booking';
import { datesTaken } from './stay-rules';

/**
 * The listing's owner confirms a pending stay. Two confirmed stays of one listing never share
 * a day: the check and the change run while this transaction alone decides on the listing's
 * stays (lockStaysOf), so of two confirmations racing for the same days one wins and the other
 * gets 409 naming the winner's dates. Confirming a confirmed booking changes nothing.
 */
export async function confirmBooking(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
): Promise<Booking> {
  const seen = await loadBookingFor(deps.db, caller, id, 'confirm');
  await inTransaction(deps, async (trx, emit) => {
    await lockStaysOf(trx, seen.propertyId, id);
    // Read again under the lock: a cancellation may have come first.
    const booking = await findBooking(trx, id);
    if (!booking) throw new AppError('booking.not-found');
    if (booking.status === 'confirmed') return;
    if (booking.status !== 'pending') throw new AppError('booking.not-pending');
    const clash = await findConfirmedClash(trx, booking.propertyId, booking, booking.id);
    if (clash) throw datesTaken(clash);
    await changeBookingStatus(trx, id, ['pending'], {
      status: 'confirmed',
      updatedAt: deps.clock.now().toISOString(),
    });
    const view = await findBookingView(trx, id);
    emit(
      'booking.confirmed',
      bookingEvent({ ...booking, status: 'confirmed' }, view?.propertyTitle ?? '', caller.userId),
    );
  });
  const view = await findBookingView(deps.db, id);
  if (!view) throw new AppError('booking.not-found');
  return presentBooking(deps, view);
}
