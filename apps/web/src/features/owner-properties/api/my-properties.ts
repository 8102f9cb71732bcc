import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/owner/properties: the owner's listings, newest first, every status. */
export const myPropertiesQuery = () =>
  queryOptions({
    queryKey: ownerKeys.list(),
    queryFn: ({ signal }) => api<PropertyList>('/api/owner/properties', { signal }),
  });

export const useMyProperties = () => useQuery(myPropertiesQuery());
