import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteIds, FavoriteList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';
import { withFavorite, withoutFavorite } from './favorite-cache';
import { favoriteIdsKey, favoriteListKey } from './favorite-ids';

/** GET /api/favorites: the person's saved listings, newest favourite first. */
export const favoriteListQuery = queryOptions({
  queryKey: favoriteListKey,
  queryFn: ({ signal }) => api<FavoriteList>('/api/favorites', { signal }),
});

export const useFavoriteList = () => useQuery(favoriteListQuery);

/**
 * Keeps the Favourites page true while it is open: hearts pressed in another tab or device,
 * listings edited or deleted by their owners.
 */
export function useFavoriteListLive(): void {
  const client = useQueryClient();
  useRealtimeEvent('favorite.changed', ({ propertyId, favorited }) => {
    if (favorited) void client.invalidateQueries({ queryKey: favoriteListKey });
    else client.setQueryData<FavoriteList>(favoriteListKey, (l) => withoutFavorite(l, propertyId));
  });
  useRealtimeEvent('property.updated', ({ propertyId }) => {
    const list = client.getQueryData<FavoriteList>(favoriteListKey);
    if (list?.properties.some((p) => p.id === propertyId)) {
      void client.invalidateQueries({ queryKey: favoriteListKey });
    }
  });
  useRealtimeEvent('property.deleted', ({ propertyId }) => {
    client.setQueryData<FavoriteList>(favoriteListKey, (l) => withoutFavorite(l, propertyId));
    client.setQueryData<FavoriteIds>(favoriteIdsKey, (ids) => withFavorite(ids, propertyId, false));
  });
}
