import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { propertySearchEndpoints as endpoints, type PropertySearchResult } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { toApiParams, toApiQuery, type SearchFilters } from '../search-params';

/** Every cached search starts with this key, so a live change can reach all of them at once. */
export const SEARCH_KEY = 'property-search';

export const searchKeys = {
  all: [SEARCH_KEY] as const,
  pages: (query: string) => [SEARCH_KEY, 'pages', query] as const,
  firstPage: (query: string) => [SEARCH_KEY, 'first', query] as const,
};

/** GET /api/properties/search: one page of a search (public). */
export const fetchSearchPage = (
  query: ReturnType<typeof toApiParams>,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PropertySearchResult> =>
  call(endpoints.search, { query: { ...query, cursor: cursor ?? undefined } }, { signal });

/** The search page: page after page by cursor ("Load more"). */
export const searchPagesQuery = (filters: SearchFilters) => {
  const query = toApiParams(filters);
  return infiniteQueryOptions({
    queryKey: searchKeys.pages(toApiQuery(filters)),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New filters keep the old results on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const useSearchPages = (filters: SearchFilters) =>
  useInfiniteQuery(searchPagesQuery(filters));

/** Just the first page: landing pages show a few listings and link to the full search. */
export const searchFirstPageQuery = (filters: SearchFilters, limit: number) => {
  return queryOptions({
    queryKey: searchKeys.firstPage(toApiQuery(filters, { limit })),
    queryFn: ({ signal }) => fetchSearchPage(toApiParams(filters, { limit }), null, signal),
    staleTime: 60_000,
  });
};

export const useSearchFirstPage = (filters: SearchFilters, limit: number) =>
  useQuery(searchFirstPageQuery(filters, limit));
