import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { ownerKeys, propertyPath } from './keys';

/** GET /api/properties/:id as its owner sees it (inactive listings included). */
export const ownerPropertyQuery = (id: string) =>
  queryOptions({
    queryKey: ownerKeys.detail(id),
    queryFn: ({ signal }) => api<Property>(propertyPath(id), { signal }),
  });

export const useOwnerProperty = (id: string) => useQuery(ownerPropertyQuery(id));
