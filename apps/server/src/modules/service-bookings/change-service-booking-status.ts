import {
  cancellationFeePaise,
  kolkataDate,
  type ServiceBooking,
  type ServiceBookingStatus,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { toServiceBooking } from './present-service-booking';
import { bookingEvent } from './service-booking-event';
import { assertMayMove } from './service-bookings.policy';
import {
  eventsOf,
  findBooking,
  findBookingView,
  insertBookingEvent,
  moveStatus,
} from './service-bookings.repository';

/**
 * Moves a booking along its lifecycle (pending → confirmed or declined, confirmed → in
 * progress → completed, pending or confirmed → cancelled), recording who did it and when. The
 * move is made only from the status it was read in, so two clicks at once change it once.
 * A job starts no earlier than its day and is done no earlier than its slot's start (Asia/Kolkata),
 * so a booking cannot be run through to a review before it could have happened.
 */
export async function changeServiceBookingStatus(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
  to: ServiceBookingStatus,
  note: string | undefined,
): Promise<ServiceBooking> {
  const row = await findBooking(deps.db, id);
  if (!row) throw new AppError('service-booking.not-found');
  const from = row.status;
  assertMayMove(caller, { ...row, status: from }, to);
  const now = deps.clock.now();
  if (to === 'in-progress' && kolkataDate(now) < row.date)
    throw new AppError('service-booking.too-early-to-start');
  if (to === 'completed' && now.getTime() < slotStart(row.date, row.timeSlot))
    throw new AppError('service-booking.too-early-to-complete');
  const at = now.toISOString();
  // A customer who cancels a confirmed job late owes the fee of the policy they booked under;
  // a request not yet confirmed, or a provider's cancellation, costs the customer nothing.
  const fee =
    to !== 'cancelled'
      ? undefined
      : caller.userId === row.userId && from === 'confirmed'
        ? cancellationFeePaise(
            Number(row.totalPaise),
            row.cancelFreeHours == null || row.cancelFeePercent == null
              ? null
              : { freeHours: row.cancelFreeHours, feePercent: row.cancelFeePercent },
            slotStart(row.date, row.timeSlot),
            now.getTime(),
          )
        : 0;
  await inTransaction(deps, async (trx, emit) => {
    if (!(await moveStatus(trx, id, from, to, at, fee)))
      throw new AppError('service-booking.status-update-failed');
    await insertBookingEvent(trx, {
      id: newId(),
      bookingId: id,
      status: to,
      byUserId: caller.userId,
      at,
      note: note || null,
    });
    emit('service-booking.changed', await bookingEvent(trx, { id, status: to }, caller.userId, at));
  });
  const [view, history] = await Promise.all([findBookingView(deps.db, id), eventsOf(deps.db, id)]);
  if (!view) throw new AppError('service-booking.not-found');
  return toServiceBooking(view, caller.userId, history);
}

/** When a slot (`HH:MM-HH:MM` on a date, Asia/Kolkata) begins, in epoch ms. */
const slotStart = (date: string, timeSlot: string): number =>
  Date.parse(`${date}T${timeSlot.slice(0, 5)}:00+05:30`);
