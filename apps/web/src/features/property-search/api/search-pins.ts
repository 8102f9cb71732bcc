import { useQuery } from '@tanstack/react-query';
import { propertySearchEndpoints as endpoints } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { toApiParams, toApiQuery, type SearchFilters } from '../search-params';

/**
 * GET /api/properties/search/pins: every match of the search as a light pin, for the map
 * (public, like the search). Its own key: live listing changes patch the search pages' cache,
 * whose shape this is not. `enabled`: asked only where the map is drawn (the browser): up to
 * thousands of pins have no place in a page the server draws.
 */
export function useSearchPins(filters: SearchFilters, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['property-search-pins', toApiQuery(filters)],
    queryFn: ({ signal }) => call(endpoints.pins, { query: toApiParams(filters) }, { signal }),
    staleTime: 60_000,
  });
}
