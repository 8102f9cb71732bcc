import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { roommateEndpoints as endpoints } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { roommateApiQuery, type RoommateFilters } from '../lib/search-params';
import { roommateKeys } from './roommate-profile';

/** GET /api/roommates?…: one page of cards; "Load more" follows `nextCursor`. */
export function useRoommateSearch(filters: RoommateFilters, options: { retry?: boolean } = {}) {
  const query = roommateApiQuery(filters);
  return useInfiniteQuery({
    queryKey: roommateKeys.search(query),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.search, { query: roommateApiQuery(filters, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
    ...(options.retry === false ? { retry: false } : {}),
  });
}

/** GET /api/roommates/recommendations: the top 5 matches, each with its factors. */
export const useRoommateMatches = () =>
  useQuery({
    queryKey: roommateKeys.matches(),
    queryFn: ({ signal }) => call(endpoints.matches, {}, { signal }),
    staleTime: 60_000,
  });
