import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteIds, FavoriteList, FavoriteState } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { withFavorite, withoutFavorite } from './favorite-cache';
import { favoriteIdsKey, favoriteListKey, favoritesKey } from './favorite-ids';

const toggleKey = ['favorites', 'toggle'] as const;

export interface ToggleFavoriteInput {
  propertyId: string;
  favorited: boolean;
}

/** PUT/DELETE /api/favorites/:propertyId. Both are idempotent, so a double click is harmless. */
export const setFavorite = ({ propertyId, favorited }: ToggleFavoriteInput) =>
  api<FavoriteState>(`/api/favorites/${encodeURIComponent(propertyId)}`, {
    method: favorited ? 'PUT' : 'DELETE',
  });

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
        ? client.invalidateQueries({ queryKey: favoritesKey })
        : undefined,
  });
}
