import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  propertyEndpoints as endpoints,
  type OwnerPropertyList,
  type Property,
  type PropertyInput,
  type PropertyPatch,
  type PropertyStatus,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { propertyKeys } from '../../../lib/api/properties';
import { propertyInterestsKey } from './property-interests';

/**
 * The owner's listings: their list (GET /api/owner/properties) and every write to a listing.
 * One listing is read through lib/api/properties, whose entry these writes keep current.
 */
export const ownerKeys = {
  all: ['owner-properties'] as const,
  list: () => [...ownerKeys.all, 'list'] as const,
};

/** The cached pages of the owner's listings. */
export type MyPropertyPages = InfiniteData<OwnerPropertyList, string | null>;

/**
 * GET /api/owner/properties: the owner's listings, newest first, every status, a page at a time
 * ("Load more" follows `nextCursor`); every page carries the figures over all of them.
 */
export const myPropertiesQuery = () =>
  infiniteQueryOptions({
    queryKey: ownerKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.mine, { query: { cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMyProperties = () => useInfiniteQuery(myPropertiesQuery());

/** Changes (or, returning null, drops) a listing wherever the loaded pages show it. */
export function updateMyListed(
  queryClient: QueryClient,
  change: (property: Property) => Property | null,
): void {
  queryClient.setQueryData<MyPropertyPages>(ownerKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            properties: page.properties.flatMap((p) => {
              const changed = change(p);
              return changed ? [changed] : [];
            }),
          })),
        }
      : data,
  );
}

/** A saved listing becomes the cached one; the list is refetched (order, counts). */
export function rememberProperty(queryClient: QueryClient, property: Property): void {
  queryClient.setQueryData(propertyKeys.detail(property.id), property);
  void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
}

/** POST /api/properties. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PropertyInput) => call(endpoints.create, { body: input }),
    onSuccess: (property) => rememberProperty(queryClient, property),
  });
}

/** PATCH /api/properties/:id with only the changed fields. */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PropertyPatch }) =>
      call(endpoints.update, { params: { id }, body: patch }),
    onSuccess: (property) => rememberProperty(queryClient, property),
  });
}

interface Snapshot {
  list: MyPropertyPages | undefined;
  detail: Property | undefined;
}

/**
 * PATCH /api/properties/:id/status, shown at once (optimistic) in the list and the listing's
 * page; a refusal puts the previous status back.
 */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation<Property, Error, { id: string; status: PropertyStatus }, Snapshot>({
    mutationFn: ({ id, status }) => call(endpoints.setStatus, { params: { id }, body: { status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: ownerKeys.list() });
      await queryClient.cancelQueries({ queryKey: propertyKeys.detail(id) });
      const list = queryClient.getQueryData<MyPropertyPages>(ownerKeys.list());
      const detail = queryClient.getQueryData<Property>(propertyKeys.detail(id));
      updateMyListed(queryClient, (p) => (p.id === id ? { ...p, status } : p));
      if (detail)
        queryClient.setQueryData<Property>(propertyKeys.detail(id), { ...detail, status });
      return { list, detail };
    },
    onError: (_error, { id }, snapshot) => {
      if (snapshot?.list) queryClient.setQueryData(ownerKeys.list(), snapshot.list);
      if (snapshot?.detail) queryClient.setQueryData(propertyKeys.detail(id), snapshot.detail);
    },
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      updateMyListed(queryClient, (p) => (p.id === property.id ? property : p));
      // The figures (open listings) are the server's: fetch them again.
      void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
    },
  });
}

/** DELETE /api/properties/:id: the listing and its photos, for good. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
    onSuccess: (_nothing, id) => {
      updateMyListed(queryClient, (p) => (p.id === id ? null : p));
      void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      queryClient.removeQueries({ queryKey: propertyInterestsKey(id) });
    },
  });
}
