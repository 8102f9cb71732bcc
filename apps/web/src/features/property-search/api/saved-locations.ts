import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedLocationList } from '@nivaas/shared';
import { api, ApiError } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';

/**
 * The person's saved places, offered as distance origins. Kept under the saved-locations prefix
 * so that whoever changes them and invalidates `['saved-locations']` refreshes this list too.
 */
export const originsQuery = queryOptions({
  queryKey: ['saved-locations', 'search-origins'] as const,
  queryFn: async ({ signal }): Promise<SavedLocationList> => {
    try {
      return await api<SavedLocationList>('/api/me/saved-locations', { signal });
    } catch (err) {
      // Signed out between two renders: no places rather than an error in the filter panel.
      if (err instanceof ApiError && err.status === 401) return { locations: [] };
      throw err;
    }
  },
  staleTime: 60_000,
});

/** GET /api/me/saved-locations for a signed-in person; nothing is asked for a visitor. */
export function useSavedOrigins(signedIn: boolean) {
  const queryClient = useQueryClient();
  useRealtimeEvent('savedLocation.changed', () => {
    void queryClient.invalidateQueries({ queryKey: originsQuery.queryKey });
  });
  return useQuery({ ...originsQuery, enabled: signedIn });
}
