import type { PropertyNewCount } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { toApiQuery, type SearchFilters } from '../search-params';

/**
 * GET /api/properties/search/new-count: how many listings matching these filters arrived since
 * `since` (the first page's `asOf`). Asked on demand when a new listing is announced.
 */
export function fetchNewCount(
  filters: SearchFilters,
  since: string,
  signal?: AbortSignal,
): Promise<PropertyNewCount> {
  const params = new URLSearchParams(toApiQuery(filters));
  params.set('since', since);
  return api<PropertyNewCount>(`/api/properties/search/new-count?${params.toString()}`, {
    signal,
  });
}
