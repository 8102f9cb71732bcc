import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteIds } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';
import { withFavorite } from './favorite-cache';

export const favoritesKey = ['favorites'] as const;
export const favoriteIdsKey = ['favorites', 'ids'] as const;
export const favoriteListKey = ['favorites', 'list'] as const;

/**
 * GET /api/favorites/ids: every toggle on a page reads this one query, so a grid of cards
 * costs one request, not one per card.
 */
export const favoriteIdsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: favoriteIdsKey,
    queryFn: ({ signal }) => api<FavoriteIds>('/api/favorites/ids', { signal }),
    staleTime: 60_000,
    enabled,
  });

export const useFavoriteIds = (enabled: boolean) => useQuery(favoriteIdsQuery(enabled));

/** Hearts pressed in another tab or on another device show here too. */
export function useFavoriteIdsLive(): void {
  const client = useQueryClient();
  useRealtimeEvent('favorite.changed', ({ propertyId, favorited }) => {
    client.setQueryData<FavoriteIds>(favoriteIdsKey, (ids) =>
      ids ? withFavorite(ids, propertyId, favorited) : ids,
    );
  });
}
