import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedLocation, SavedLocationPatch } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { savedLocationKeys } from './saved-locations';

export const updateSavedLocation = ({ id, patch }: { id: string; patch: SavedLocationPatch }) =>
  api<SavedLocation>(`/api/me/saved-locations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });

/** PATCH /api/me/saved-locations/:id; the answer replaces the cached place. */
export function useUpdateSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedLocation,
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedLocation[]>(savedLocationKeys.all, (old) =>
        old?.map((l) => (l.id === saved.id ? saved : l)),
      ),
  });
}
