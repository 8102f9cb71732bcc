import type { FastifyInstance } from 'fastify';
import type { FavoriteIds, FavoriteList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadLists } from '../properties/properties.repository';
import { toProperty } from '../properties/present-property';
import { toPropertyImage } from '../properties/present-property-image';
import { loadImages } from '../properties/property-images.repository';
import { listFavoriteIds, listFavoriteListings, type FavoriteViewer } from './favorites.repository';

/** A listing made hidden (inactive) after it was saved drops out, as its page does. */
const viewerOf = (caller: RequestAuth): FavoriteViewer => ({
  userId: caller.userId,
  seesHidden: caller.role === 'admin',
});

/** The caller's favourite listings with their photos, newest favourite first (three queries in all). */
export async function listFavorites(
  app: FastifyInstance,
  caller: RequestAuth,
): Promise<FavoriteList> {
  const rows = await listFavoriteListings(app.db, viewerOf(caller));
  const ids = rows.map((r) => r.id);
  const [lists, images] = await Promise.all([loadLists(app.db, ids), loadImages(app.db, ids)]);
  return {
    properties: rows.map(({ favoritedAt, ...row }) => ({
      ...toProperty(
        row,
        lists.get(row.id) ?? { amenities: [], nearbyFacilities: [], houseRules: [] },
        (images.get(row.id) ?? []).map((image) => toPropertyImage(app.storage, image)),
      ),
      favoritedAt,
    })),
  };
}

/** Just the ids, for the heart on every card. */
export async function getFavoriteIds(
  app: FastifyInstance,
  caller: RequestAuth,
): Promise<FavoriteIds> {
  return { propertyIds: await listFavoriteIds(app.db, viewerOf(caller)) };
}
