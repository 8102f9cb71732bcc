import type { FavoriteIds, FavoriteList } from '@nivaas/shared';

/** The ids with `propertyId` added (newest first) or removed; the same object when unchanged. */
export function withFavorite(
  ids: FavoriteIds | undefined,
  propertyId: string,
  favorited: boolean,
): FavoriteIds {
  const current = ids?.propertyIds ?? [];
  const has = current.includes(propertyId);
  if (ids && has === favorited) return ids;
  return {
    propertyIds: favorited
      ? [propertyId, ...current.filter((id) => id !== propertyId)]
      : current.filter((id) => id !== propertyId),
  };
}

/** The Favourites list without a listing that was just removed (adding needs the listing: refetch). */
export function withoutFavorite(
  list: FavoriteList | undefined,
  propertyId: string,
): FavoriteList | undefined {
  if (!list) return list;
  const properties = list.properties.filter((p) => p.id !== propertyId);
  return properties.length === list.properties.length ? list : { properties };
}
