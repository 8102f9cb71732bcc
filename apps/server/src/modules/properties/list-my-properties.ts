import type { OwnerPropertyList, OwnerPropertyListQuery } from '@nivaas/shared';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { presentProperties } from './present-properties';
import { listPropertiesOfOwner, ownerListingTotals } from './properties.repository';
import { withReviewReasons } from './review-reasons';

/**
 * The caller's own listings for the owner dashboard, newest first, every status included, one
 * page at a time, with the dashboard's figures over all of them.
 */
export async function listMyProperties(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth,
  query: OwnerPropertyListQuery,
): Promise<OwnerPropertyList> {
  const after = decodeCursor(query.cursor);
  const [rows, summary] = await Promise.all([
    listPropertiesOfOwner(deps.db, caller.userId, after, query.limit + 1),
    ownerListingTotals(deps.db, caller.userId),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const properties = await withReviewReasons(deps.db, await presentProperties(deps, page));
  return { properties, nextCursor, summary };
}
