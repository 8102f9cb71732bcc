import type { BookingList, BookingListQuery } from '@nivaas/shared';
import { bookingListQuerySchema } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { canListBookings } from './bookings.policy';
import { listBookings } from './bookings.repository';
import { presentBookings } from './present-booking';

/** An owner's listings' bookings, or a tenant's own, newest first (spec section 6). */
export async function listBookingsOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  query: BookingListQuery,
): Promise<BookingList> {
  if (!canListBookings(caller)) throw new AppError('booking.no-access');
  const { limit, cursor, propertyId, status } = bookingListQuerySchema.parse(query);
  const side = caller.role === 'owner' ? { ownerId: caller.userId } : { tenantId: caller.userId };
  const rows = await listBookings(
    deps.db,
    { side, propertyId, status },
    decodeCursor(cursor),
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    bookings: await presentBookings(deps, page),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
