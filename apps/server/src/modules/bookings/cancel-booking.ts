import type { Booking } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { changeBookingStatus, findBookingView } from './bookings.repository';
import { loadBookingFor } from './load-booking';
import { bookingEvent, presentBooking } from './present-booking';

/**
 * The booking's tenant or the listing's owner cancels a pending or confirmed stay; its days are
 * free again. Cancelling a cancelled booking changes nothing.
 */
export async function cancelBooking(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
): Promise<Booking> {
  await loadBookingFor(deps.db, caller, id, 'cancel');
  await inTransaction(deps, async (trx, emit) => {
    const changed = await changeBookingStatus(trx, id, ['pending', 'confirmed'], {
      status: 'cancelled',
      cancelledBy: caller.userId,
      updatedAt: deps.clock.now().toISOString(),
    });
    if (!changed) return;
    const view = await findBookingView(trx, id);
    if (!view) return;
    emit(
      'booking.cancelled',
      bookingEvent({ ...view, status: 'cancelled' }, view.propertyTitle, caller.userId),
    );
  });
  const view = await findBookingView(deps.db, id);
  if (!view) throw new AppError('booking.not-found');
  return presentBooking(deps, view);
}
