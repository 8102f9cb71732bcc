import type { FavoriteIds, FavoriteList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { guardAddresses, presentProperties } from '../properties/index';
import { listFavoriteIds, listFavoriteListings, type FavoriteViewer } from './favorites.repository';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/** A listing made hidden (inactive) after it was saved drops out, as its page does. */
const viewerOf = (caller: RequestAuth): FavoriteViewer => ({
  userId: caller.userId,
  seesHidden: actsAsAdmin(caller),
});

/** The caller's favourite listings with their photos, newest favourite first (three queries in all). */
export async function listFavorites(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth,
): Promise<FavoriteList> {
  const rows = await listFavoriteListings(deps.db, viewerOf(caller));
  const properties = guardAddresses(caller, await presentProperties(deps, rows));
  return {
    properties: properties.map((property, i) => ({
      ...property,
      favoritedAt: rows[i]!.favoritedAt,
    })),
  };
}

/** Just the ids, for the heart on every card. */
export async function getFavoriteIds(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
): Promise<FavoriteIds> {
  return { propertyIds: await listFavoriteIds(deps.db, viewerOf(caller)) };
}
