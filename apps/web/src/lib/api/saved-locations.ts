import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedLocation, SavedLocationList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';

export const savedLocationKeys = { all: ['saved-locations'] as const };

/** GET /api/me/saved-locations: the person's own places. */
export const savedLocationsQuery = queryOptions({
  queryKey: savedLocationKeys.all,
  queryFn: async ({ signal }): Promise<SavedLocation[]> =>
    (await api<SavedLocationList>('/api/me/saved-locations', { signal })).locations,
  staleTime: 60_000,
});

export const useSavedLocations = () => useQuery(savedLocationsQuery);

/** A change made in another tab or on another device (`savedLocation.changed`): refetch. */
export function useSavedLocationsLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('savedLocation.changed', () => {
    void queryClient.invalidateQueries({ queryKey: savedLocationKeys.all });
  });
}
