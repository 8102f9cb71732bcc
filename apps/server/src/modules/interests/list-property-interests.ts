import type { PropertyInterestList } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findListing } from '../properties/index';
import { listInterestsOf } from './interests.repository';
import { canSeeInterests } from './interests.policy';

/** Who is interested in a listing, newest first: for its owner (and admins), public fields only. */
export async function listPropertyInterests(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<PropertyInterestList> {
  const listing = await findListing(deps, propertyId);
  if (!canSeeInterests(caller, listing.ownerId)) throw new AppError('permission-denied');
  const rows = await listInterestsOf(deps.db, propertyId);
  return {
    interests: rows.map((r) => ({
      user: {
        id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        avatarUrl: r.avatarUrl ?? '',
      },
      createdAt: r.createdAt,
    })),
  };
}
