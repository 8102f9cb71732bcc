import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { ownerKeys, propertyPath } from './keys';

/** DELETE /api/properties/:id: the listing and its photos, for good. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(propertyPath(id), { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<PropertyList>(ownerKeys.list(), (list) =>
        list ? { properties: list.properties.filter((p) => p.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: ownerKeys.detail(id) });
      queryClient.removeQueries({ queryKey: ownerKeys.interests(id) });
    },
  });
}
