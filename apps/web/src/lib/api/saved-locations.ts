import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  savedLocationEndpoints as endpoints,
  type SavedLocation,
  type SavedLocationInput,
  type SavedLocationPatch,
} from '@nivaas/shared';
import { ApiError } from '../api-client';
import { useRealtimeEvent } from '../realtime';
import { call } from './call';

/**
 * The person's saved places (/api/me/saved-locations): managed on the profile page, offered as
 * distance origins by the search. Both read the one list below.
 */
export const savedLocationKeys = {
  all: endpointKey(endpoints.list),
  list: () => endpointKey(endpoints.list, {}),
};

/** GET /api/me/saved-locations. Signed out between two renders: no places rather than an error. */
export const savedLocationsQuery = queryOptions({
  queryKey: savedLocationKeys.list(),
  queryFn: async ({ signal }): Promise<SavedLocation[]> => {
    try {
      return (await call(endpoints.list, {}, { signal })).locations;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return [];
      throw err;
    }
  },
  staleTime: 60_000,
});

/** Asked only for a signed-in person (`enabled`); a visitor has no places. */
export const useSavedLocations = (enabled = true) => useQuery({ ...savedLocationsQuery, enabled });

/** A change made in another tab or on another device (`savedLocation.changed`): refetch. */
export function useSavedLocationsLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('savedLocation.changed', () => {
    void queryClient.invalidateQueries({ queryKey: savedLocationKeys.all });
  });
}

type Places = SavedLocation[] | undefined;

/** POST /api/me/saved-locations; the new place joins the cached list. */
export function useCreateSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedLocationInput) => call(endpoints.add, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Places>(savedLocationKeys.list(), (old) =>
        old && !old.some((l) => l.id === saved.id) ? [...old, saved] : old,
      );
      void queryClient.invalidateQueries({ queryKey: savedLocationKeys.all });
    },
  });
}

/** PATCH /api/me/saved-locations/:id; the answer replaces the cached place. */
export function useUpdateSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedLocationPatch }) =>
      call(endpoints.edit, { params: { id }, body: patch }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Places>(savedLocationKeys.list(), (old) =>
        old?.map((l) => (l.id === saved.id ? saved : l)),
      ),
  });
}

const drop = (id: string) => (old: Places) => old?.filter((l) => l.id !== id);

/** DELETE /api/me/saved-locations/:id; a place already gone elsewhere is dropped all the same. */
export function useDeleteSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
    onSuccess: (_, id) => queryClient.setQueryData(savedLocationKeys.list(), drop(id)),
    onError: (err, id) => {
      if (err instanceof ApiError && err.status === 404)
        queryClient.setQueryData(savedLocationKeys.list(), drop(id));
    },
  });
}
