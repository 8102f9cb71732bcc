import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProviderPage,
  ProviderReviewList,
  Service,
  ServiceInput,
  ServiceList,
  ServiceUpdate,
} from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { serviceApiQuery, type ServiceFilters } from '../lib/search-params';

/** Every services query starts with 'services', so one invalidation refreshes them all. */
export const serviceKeys = {
  all: ['services'] as const,
  search: (query: string) => [...serviceKeys.all, 'search', query] as const,
  detail: (id: string) => [...serviceKeys.all, 'detail', id] as const,
  provider: (id: string) => [...serviceKeys.all, 'provider', id] as const,
  reviews: (id: string) => [...serviceKeys.all, 'reviews', id] as const,
};

const enc = encodeURIComponent;

/** GET /api/services?…: one page of cards; "Load more" follows `nextCursor`. */
export function useServiceSearch(
  filters: ServiceFilters,
  options: { limit?: number; near?: string } = {},
) {
  const { near } = options;
  const query = serviceApiQuery(filters, null, near);
  const limit = options.limit ? `&limit=${options.limit}` : '';
  return useInfiniteQuery({
    queryKey: serviceKeys.search(query + limit),
    queryFn: ({ pageParam, signal }) =>
      api<ServiceList>(`/api/services?${serviceApiQuery(filters, pageParam, near)}${limit}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
}

/** GET /api/services/:id: the full service (availability, places, photos). */
export const useService = (id: string | null) =>
  useQuery({
    queryKey: serviceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<Service>(`/api/services/${enc(id ?? '')}`, { signal }),
    staleTime: 30_000,
    enabled: Boolean(id),
  });

/**
 * GET /api/service-providers/:providerId: the provider and their listed services (their own
 * paused ones too when it is the provider asking, which is how they manage them).
 */
export const useProviderPage = (providerId: string) =>
  useQuery({
    queryKey: serviceKeys.provider(providerId),
    queryFn: ({ signal }) =>
      api<ProviderPage>(`/api/service-providers/${enc(providerId)}`, { signal }),
    enabled: providerId !== '',
    staleTime: 30_000,
  });

/** GET /api/service-providers/:providerId/reviews?cursor: newest first, page by page. */
export const useProviderReviews = (providerId: string) =>
  useInfiniteQuery({
    queryKey: serviceKeys.reviews(providerId),
    queryFn: ({ pageParam, signal }) =>
      api<ProviderReviewList>(
        `/api/service-providers/${enc(providerId)}/reviews${pageParam ? `?cursor=${enc(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: providerId !== '',
  });

/** POST /api/services and PATCH /api/services/:id (a pause is `{ status: 'paused' }`). */
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServiceInput | ServiceUpdate }) =>
      id
        ? api<Service>(`/api/services/${enc(id)}`, { method: 'PATCH', body: { ...input } })
        : api<Service>('/api/services', { method: 'POST', body: { ...input } }),
    onSuccess: async (service) => {
      client.setQueryData(serviceKeys.detail(service.id), service);
      await client.invalidateQueries({
        queryKey: serviceKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}

/** DELETE /api/services/:id. */
export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/services/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: async (_done, id) => {
      client.removeQueries({ queryKey: serviceKeys.detail(id) });
      await client.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}
