import { sql } from 'kysely';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import type { Db } from './services.repository';

export interface ProviderReviewRow {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  firstName: string;
  lastName: string;
  serviceTitle: string;
}

/**
 * Reviews of a provider's services, newest first after `after`. The reviews are the
 * service-bookings slice's table; this only reads them, with the names shown beside them.
 */
export async function reviewsOfProvider(
  db: Db,
  providerId: string,
  after: KeysetPosition | null,
  limit: number,
): Promise<ProviderReviewRow[]> {
  const page = after ? sql`and (r."createdAt", r.id) < (${after.createdAt}, ${after.id})` : sql``;
  const { rows } = await sql<ProviderReviewRow>`
    select r.id, r.rating, r.comment, r."createdAt", u."firstName", u."lastName",
      s.title as "serviceTitle"
    from service_reviews r
    join services s on s.id = r."serviceId"
    join users u on u.id = r."userId"
    where s."providerId" = ${providerId} ${page}
    order by r."createdAt" desc, r.id desc
    limit ${limit}`.execute(db);
  return rows;
}
