import type { KeysetPosition } from '../../lib/keyset-cursor';
import type { Db } from './services.repository';

/**
 * Current reviews of a provider's listed services, newest first after `after`, with the names
 * shown beside them: a review a person's later one replaced, and the reviews of a paused or
 * hidden service, are left out. The reviews are the service-bookings slice's table; this only
 * reads them.
 */
export function reviewsOfProvider(
  db: Db,
  providerId: string,
  after: KeysetPosition | null,
  limit: number,
) {
  let query = db
    .selectFrom('service_reviews as r')
    .innerJoin('services as s', 's.id', 'r.serviceId')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select([
      'r.id',
      'r.rating',
      'r.comment',
      'r.createdAt',
      'u.firstName',
      'u.lastName',
      's.title as serviceTitle',
    ])
    .where('s.providerId', '=', providerId)
    .where('s.listed', '=', 1)
    .where('r.supersededAt', 'is', null);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('r.createdAt', 'r.id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  return query.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}
