import type { Booking } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findBookingView } from './bookings.repository';
import { loadBookingFor } from './load-booking';
import { presentBooking } from './present-booking';

export async function getBooking(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  id: string,
): Promise<Booking> {
  await loadBookingFor(deps.db, caller, id, 'read');
  const view = await findBookingView(deps.db, id);
  if (!view) throw new AppError('booking.not-found');
  return presentBooking(deps, view);
}
