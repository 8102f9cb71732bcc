import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedLocation } from '@nivaas/shared';
import { api, ApiError } from '../../../lib/api-client';
import { savedLocationKeys } from './saved-locations';

export const deleteSavedLocation = (id: string) =>
  api<void>(`/api/me/saved-locations/${encodeURIComponent(id)}`, { method: 'DELETE' });

const drop = (id: string) => (old: SavedLocation[] | undefined) => old?.filter((l) => l.id !== id);

/** DELETE /api/me/saved-locations/:id; a place already gone elsewhere is dropped all the same. */
export function useDeleteSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedLocation,
    onSuccess: (_, id) => queryClient.setQueryData(savedLocationKeys.all, drop(id)),
    onError: (err, id) => {
      if (err instanceof ApiError && err.status === 404)
        queryClient.setQueryData(savedLocationKeys.all, drop(id));
    },
  });
}
