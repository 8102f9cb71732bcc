import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  savedSearchEndpoints as endpoints,
  type SavedSearchInput,
  type SavedSearchPatch,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** The person's saved property searches (/api/saved-searches) and their alerts. */
export const savedSearchesKey = endpointKey(endpoints.list);

export const savedSearchesQuery = queryOptions({
  queryKey: savedSearchesKey,
  queryFn: ({ signal }) => call(endpoints.list, {}, { signal }),
});

export const useSavedSearches = () => useQuery(savedSearchesQuery);

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: savedSearchesKey });
}

/** POST /api/saved-searches */
export function useSaveSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => call(endpoints.add, { body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /api/saved-searches/:id: rename, or change the alert. */
export function useEditSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedSearchPatch }) =>
      call(endpoints.edit, { params: { id }, body: patch }),
    onSuccess: refresh,
  });
}

/** DELETE /api/saved-searches/:id */
export function useDeleteSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /api/saved-searches/unsubscribe: a digest mail's link, signed in or not. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => call(endpoints.unsubscribe, { body: { token } }),
  });
}
