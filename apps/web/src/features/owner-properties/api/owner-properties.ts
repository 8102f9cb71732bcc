import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Property,
  PropertyInput,
  PropertyList,
  PropertyPatch,
  PropertyStatus,
} from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { propertyKeys, propertyPath } from '../../../lib/api/properties';
import { propertyInterestsKey } from './property-interests';

/**
 * The owner's listings: their list (GET /api/owner/properties) and every write to a listing.
 * One listing is read through lib/api/properties, whose entry these writes keep current.
 */
export const ownerKeys = {
  all: ['owner-properties'] as const,
  list: () => [...ownerKeys.all, 'list'] as const,
};

/** GET /api/owner/properties: the owner's listings, newest first, every status. */
export const myPropertiesQuery = () =>
  queryOptions({
    queryKey: ownerKeys.list(),
    queryFn: ({ signal }) => api<PropertyList>('/api/owner/properties', { signal }),
  });

export const useMyProperties = () => useQuery(myPropertiesQuery());

/** A saved listing becomes the cached one; the list is refetched (order, counts). */
export function rememberProperty(queryClient: QueryClient, property: Property): void {
  queryClient.setQueryData(propertyKeys.detail(property.id), property);
  void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
}

/** POST /api/properties. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PropertyInput) =>
      api<Property>('/api/properties', { method: 'POST', body: input }),
    onSuccess: (property) => rememberProperty(queryClient, property),
  });
}

/** PATCH /api/properties/:id with only the changed fields. */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PropertyPatch }) =>
      api<Property>(propertyPath(id), { method: 'PATCH', body: patch }),
    onSuccess: (property) => rememberProperty(queryClient, property),
  });
}

interface Snapshot {
  list: PropertyList | undefined;
  detail: Property | undefined;
}

/**
 * PATCH /api/properties/:id/status, shown at once (optimistic) in the list and the listing's
 * page; a refusal puts the previous status back.
 */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation<Property, Error, { id: string; status: PropertyStatus }, Snapshot>({
    mutationFn: ({ id, status }) =>
      api<Property>(`${propertyPath(id)}/status`, { method: 'PATCH', body: { status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: ownerKeys.list() });
      await queryClient.cancelQueries({ queryKey: propertyKeys.detail(id) });
      const list = queryClient.getQueryData<PropertyList>(ownerKeys.list());
      const detail = queryClient.getQueryData<Property>(propertyKeys.detail(id));
      if (list) {
        queryClient.setQueryData<PropertyList>(ownerKeys.list(), {
          properties: list.properties.map((p) => (p.id === id ? { ...p, status } : p)),
        });
      }
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
      queryClient.setQueryData<PropertyList>(ownerKeys.list(), (list) =>
        list
          ? { properties: list.properties.map((p) => (p.id === property.id ? property : p)) }
          : list,
      );
    },
  });
}

/** DELETE /api/properties/:id: the listing and its photos, for good. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(propertyPath(id), { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<PropertyList>(ownerKeys.list(), (list) =>
        list ? { properties: list.properties.filter((p) => p.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      queryClient.removeQueries({ queryKey: propertyInterestsKey(id) });
    },
  });
}
