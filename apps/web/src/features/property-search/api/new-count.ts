import { propertySearchEndpoints as endpoints, type PropertyNewCount } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { toApiParams, type SearchFilters } from '../search-params';

/**
 * GET /api/properties/search/new-count: how many listings matching these filters arrived since
 * `since` (the first page's `asOf`). Asked on demand when a new listing is announced.
 */
export const fetchNewCount = (
  filters: SearchFilters,
  since: string,
  signal?: AbortSignal,
): Promise<PropertyNewCount> =>
  call(endpoints.newCount, { query: { ...toApiParams(filters), since } }, { signal });
