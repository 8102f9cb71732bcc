import { useQuery } from '@tanstack/react-query';
import type { PropertyPins } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { toApiQuery, type SearchFilters } from '../search-params';

/**
 * GET /api/properties/search/pins: every match of the search as a light pin, for the map
 * (public, like the search). Its own key: live listing changes patch the search pages' cache,
 * whose shape this is not. `enabled`: asked only where the map is drawn (the browser): up to
 * thousands of pins have no place in a page the server draws.
 */
export function useSearchPins(filters: SearchFilters, enabled = true) {
  const query = toApiQuery(filters);
  return useQuery({
    enabled,
    queryKey: ['property-search-pins', query],
    queryFn: ({ signal }) => api<PropertyPins>(`/api/properties/search/pins?${query}`, { signal }),
    staleTime: 60_000,
  });
}
