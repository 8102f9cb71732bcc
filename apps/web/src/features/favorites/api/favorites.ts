import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  favoriteEndpoints as endpoints,
  type FavoriteIds,
  type FavoriteList,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { useRealtimeEvent } from '../../../lib/realtime';
import { withFavorite, withoutFavorite } from './favorite-cache';

/**
 * The person's favourites (/api/favorites): the ids behind every heart, the saved list, and
 * the toggle that changes both.
 */
export const favoriteIdsKey = endpointKey(endpoints.ids);
export const favoriteListKey = endpointKey(endpoints.list);

/**
 * GET /api/favorites/ids: every toggle on a page reads this one query, so a grid of cards
 * costs one request, not one per card.
 */
export const favoriteIdsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: favoriteIdsKey,
    queryFn: ({ signal }) => call(endpoints.ids, {}, { signal }),
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

/** GET /api/favorites: the person's saved listings, newest favourite first. */
export const favoriteListQuery = queryOptions({
  queryKey: favoriteListKey,
  queryFn: ({ signal }) => call(endpoints.list, {}, { signal }),
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

const toggleKey = ['favorites', 'toggle'] as const;

export interface ToggleFavoriteInput {
  propertyId: string;
  favorited: boolean;
}

/** PUT/DELETE /api/favorites/:propertyId. Both are idempotent, so a double click is harmless. */
export const setFavorite = ({ propertyId, favorited }: ToggleFavoriteInput) =>
  call(favorited ? endpoints.add : endpoints.remove, { params: { propertyId } });

/**
 * Flips the heart at once and puts it back if the server refuses. Removing also drops the card
 * from the Favourites page straight away; adding refetches that page's list later.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: setFavorite,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: favoriteIdsKey });
      const previous = client.getQueryData<FavoriteIds>(favoriteIdsKey);
      client.setQueryData<FavoriteIds>(favoriteIdsKey, (ids) =>
        withFavorite(ids, input.propertyId, input.favorited),
      );
      return { previous };
    },
    onError: (_err, _input, context) => {
      client.setQueryData(favoriteIdsKey, context?.previous);
    },
    onSuccess: (_state, input) => {
      if (!input.favorited) {
        client.setQueryData<FavoriteList>(favoriteListKey, (list) =>
          withoutFavorite(list, input.propertyId),
        );
      }
    },
    // While other hearts are still on their way, a refetch would undo their optimistic state.
    onSettled: () =>
      client.isMutating({ mutationKey: toggleKey }) === 1
        ? Promise.all([
            client.invalidateQueries({ queryKey: favoriteIdsKey }),
            client.invalidateQueries({ queryKey: favoriteListKey }),
          ])
        : undefined,
  });
}
