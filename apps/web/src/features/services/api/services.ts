import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  endpointKey,
  serviceEndpoints as endpoints,
  type EndpointInput,
  type ServiceInput,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { serviceApiInput, type ServiceFilters } from '../lib/search-params';

/** Services queries are keyed by their endpoint's path, then their input. */
export const serviceKeys = {
  search: (input: object) => endpointKey(endpoints.search, input),
  detail: (id: string) => endpointKey(endpoints.get, { id }),
  provider: (id: string) => endpointKey(endpoints.provider, { providerId: id }),
  reviews: (id: string) => endpointKey(endpoints.providerReviews, { providerId: id }),
};

const pathOf = (query: Query) => query.queryKey[0];
const readPaths = new Set<unknown>([
  endpoints.search.path,
  endpoints.get.path,
  endpoints.provider.path,
  endpoints.providerReviews.path,
]);

/** Refetches the services shown (searches, services, provider pages and reviews), or some of them. */
export const refreshServices = (
  client: QueryClient,
  only: (path: unknown) => boolean = () => true,
) =>
  client.invalidateQueries({
    predicate: (query) => readPaths.has(pathOf(query)) && only(pathOf(query)),
  });

/** One page of cards; "Load more" follows `nextCursor`. */
export function useServiceSearch(
  filters: ServiceFilters,
  options: { limit?: number; near?: string } = {},
) {
  const { near } = options;
  const limit = options.limit ? { limit: options.limit } : {};
  return useInfiniteQuery({
    queryKey: serviceKeys.search({ ...serviceApiInput(filters, null, near), ...limit }),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.search,
        { query: { ...serviceApiInput(filters, pageParam, near), ...limit } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
}

/** The full service (availability, places, photos). */
export const useService = (id: string | null) =>
  useQuery({
    queryKey: serviceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id: id ?? '' } }, { signal }),
    staleTime: 30_000,
    enabled: Boolean(id),
  });

/**
 * The provider and their listed services (their own paused ones too when it is the provider
 * asking, which is how they manage them).
 */
export const useProviderPage = (providerId: string) =>
  useQuery({
    queryKey: serviceKeys.provider(providerId),
    queryFn: ({ signal }) => call(endpoints.provider, { params: { providerId } }, { signal }),
    enabled: providerId !== '',
    staleTime: 30_000,
  });

/** A provider's reviews: newest first, page by page. */
export const useProviderReviews = (providerId: string) =>
  useInfiniteQuery({
    queryKey: serviceKeys.reviews(providerId),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.providerReviews,
        { params: { providerId }, query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: providerId !== '',
  });

type ServiceChange = EndpointInput<typeof endpoints.update>['body'];

/** Creates a service, or changes one (a pause is `{ status: 'paused' }`). */
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      save: { id: string; input: ServiceChange } | { id?: undefined; input: ServiceInput },
    ) =>
      save.id === undefined
        ? call(endpoints.create, { body: save.input })
        : call(endpoints.update, { params: { id: save.id }, body: save.input }),
    onSuccess: async (service) => {
      client.setQueryData(serviceKeys.detail(service.id), service);
      await refreshServices(client, (path) => path !== endpoints.get.path);
    },
  });
}

/** Deletes a service with its photos. */
export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
    onSuccess: async (_done, id) => {
      client.removeQueries({ queryKey: serviceKeys.detail(id) });
      await refreshServices(client);
    },
  });
}
