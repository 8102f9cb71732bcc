import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedLocation, SavedLocationInput } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { savedLocationKeys } from './saved-locations';

export const createSavedLocation = (input: SavedLocationInput) =>
  api<SavedLocation>('/api/me/saved-locations', { method: 'POST', body: input });

/** POST /api/me/saved-locations; the new place joins the cached list. */
export function useCreateSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedLocation,
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedLocation[]>(savedLocationKeys.all, (old) =>
        old && !old.some((l) => l.id === saved.id) ? [...old, saved] : old,
      );
      void queryClient.invalidateQueries({ queryKey: savedLocationKeys.all });
    },
  });
}
