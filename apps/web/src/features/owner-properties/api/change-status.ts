import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property, PropertyList, PropertyStatus } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { ownerKeys, propertyPath } from './keys';

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
      await queryClient.cancelQueries({ queryKey: ownerKeys.detail(id) });
      const list = queryClient.getQueryData<PropertyList>(ownerKeys.list());
      const detail = queryClient.getQueryData<Property>(ownerKeys.detail(id));
      if (list) {
        queryClient.setQueryData<PropertyList>(ownerKeys.list(), {
          properties: list.properties.map((p) => (p.id === id ? { ...p, status } : p)),
        });
      }
      if (detail) queryClient.setQueryData<Property>(ownerKeys.detail(id), { ...detail, status });
      return { list, detail };
    },
    onError: (_error, { id }, snapshot) => {
      if (snapshot?.list) queryClient.setQueryData(ownerKeys.list(), snapshot.list);
      if (snapshot?.detail) queryClient.setQueryData(ownerKeys.detail(id), snapshot.detail);
    },
    onSuccess: (property) => {
      queryClient.setQueryData(ownerKeys.detail(property.id), property);
      queryClient.setQueryData<PropertyList>(ownerKeys.list(), (list) =>
        list
          ? { properties: list.properties.map((p) => (p.id === property.id ? property : p)) }
          : list,
      );
    },
  });
}
