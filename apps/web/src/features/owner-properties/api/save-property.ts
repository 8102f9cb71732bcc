import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Property, PropertyInput, PropertyPatch } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { ownerKeys, propertyPath } from './keys';

/** A saved listing becomes the cached one; the list is refetched (order, counts). */
export function rememberProperty(queryClient: QueryClient, property: Property): void {
  queryClient.setQueryData(ownerKeys.detail(property.id), property);
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
