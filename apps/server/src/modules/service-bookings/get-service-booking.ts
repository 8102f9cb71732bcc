import type { ServiceBooking } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toServiceBooking } from './present-service-booking';
import { canReadBooking } from './service-bookings.policy';
import { eventsOf, findBookingView } from './service-bookings.repository';

/** One booking with its history, for its two sides (and admins). */
export async function getServiceBooking(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<ServiceBooking> {
  const view = await findBookingView(deps.db, id);
  if (!view) throw new AppError('service-booking.not-found');
  if (!canReadBooking(caller, view)) throw new AppError('service-booking.no-access');
  return toServiceBooking(view, caller.userId, await eventsOf(deps.db, id));
}
