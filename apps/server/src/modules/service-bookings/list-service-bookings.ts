import type { ServiceBookingList, ServiceBookingListQuery } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toServiceBooking } from './present-service-booking';
import { listViews } from './service-bookings.repository';

/**
 * A provider sees the bookings where they are the provider; everyone else their own, as the
 * customer (spec section 6). A provider may also list what they booked themselves
 * (`as=customer`); `as=provider` is refused to anyone else. Newest first, keyset pages.
 */
export async function listServiceBookings(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  query: ServiceBookingListQuery,
): Promise<ServiceBookingList> {
  const isProvider = caller.role === 'service-provider';
  const as = query.as ?? (isProvider ? 'provider' : 'customer');
  if (as === 'provider' && !isProvider) throw new AppError('service-booking.no-access');
  const rows = await listViews(
    deps.db,
    {
      side: as === 'provider' ? 'providerId' : 'userId',
      userId: caller.userId,
      status: query.status,
      from: query.from,
      to: query.to,
    },
    decodeCursor(query.cursor),
    query.limit + 1,
  );
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: page.map((v) => toServiceBooking(v, caller.userId)), nextCursor };
}
