import {
  isOfferedSlot,
  kolkataDate,
  SERVICE_BOOKING_MESSAGES,
  userRoom,
  type ServiceBooking,
} from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findBookableService } from '../services/index';
import { freeDays } from './free-slots';
import { toServiceBooking } from './present-service-booking';
import { eventsOf, findBooking, findBookingView, moveSlot } from './service-bookings.repository';

/**
 * Either side moves a pending or confirmed booking to another free slot of its service, keeping
 * its status. The move is one UPDATE of the booking's date and slot: the database's partial
 * unique index on held slots lets it in only when no other pending or confirmed booking holds
 * the new slot, so of two moves into one slot at once exactly one wins and the other hears "just
 * taken" with that day's fresh slots, as a new booking would (decision 057).
 */
export async function rescheduleServiceBooking(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: RequestAuth,
  id: string,
  to: { date: string; timeSlot: string },
): Promise<ServiceBooking> {
  const row = await findBooking(deps.db, id);
  if (!row) throw new AppError('service-booking.not-found');
  if (caller.userId !== row.userId && caller.userId !== row.providerId)
    throw new AppError('service-booking.no-access');
  if (row.status !== 'pending' && row.status !== 'confirmed')
    throw new AppError('service-booking.reschedule-failed');
  const now = deps.clock.now();
  if (to.date < kolkataDate(now))
    throw new AppError('invalid-argument', undefined, {
      date: SERVICE_BOOKING_MESSAGES.dateRequired,
    });
  const service = await findBookableService(deps.db, row.serviceId);
  if (!service || !service.listed) throw new AppError('service-booking.service-unavailable');
  if (!isOfferedSlot(service.availability, to.date, to.timeSlot, now))
    throw new AppError('service-booking.slot-not-offered');

  try {
    if (!(await moveSlot(deps.db, id, to, now.toISOString())))
      throw new AppError('service-booking.reschedule-failed');
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const day = (await freeDays(deps.db, service, deps.clock.now())).find(
      (d) => d.date === to.date,
    );
    throw new AppError('service-booking.slot-taken', {
      details: { date: to.date, slots: (day?.slots ?? []).map((s) => s.time).join(',') },
    });
  }
  // Both sides' open lists and calendars refetch; the bell is for decisions, not moves.
  deps.realtime.publish('serviceBooking.changed', { bookingId: id, status: row.status }, [
    userRoom(row.providerId),
    userRoom(row.userId),
  ]);
  const [view, history] = await Promise.all([findBookingView(deps.db, id), eventsOf(deps.db, id)]);
  if (!view) throw new AppError('service-booking.not-found');
  return toServiceBooking(view, caller.userId, history);
}
