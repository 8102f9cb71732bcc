import type { Deps } from '../../plugins/events/deps';
import { toBool } from '../../db/dialect';
import { recentListingsOfOwner } from './properties.repository';

/**
 * A person's newest listings as the admin area lists them beside the person: hidden when
 * inactive, hidden by an admin or while the owner is suspended.
 */
export async function listingsOfOwner(deps: Pick<Deps, 'db'>, ownerId: string, limit: number) {
  const rows = await recentListingsOfOwner(deps.db, ownerId, limit);
  return rows.map((l) => ({
    id: l.id,
    title: l.title,
    city: l.city,
    status: l.status,
    hidden: l.status === 'inactive' || Boolean(l.hiddenByAdminAt) || toBool(l.ownerSuspended),
    createdAt: l.createdAt,
  }));
}
