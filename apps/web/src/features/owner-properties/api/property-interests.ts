import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyInterestList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

export const propertyInterestsKey = (id: string) => ['owner-properties', 'interests', id] as const;

/** GET /api/owner/properties/:id/interests: who said "I'm interested", newest first. */
export const propertyInterestsQuery = (id: string) =>
  queryOptions({
    queryKey: propertyInterestsKey(id),
    queryFn: ({ signal }) =>
      api<PropertyInterestList>(`/api/owner/properties/${encodeURIComponent(id)}/interests`, {
        signal,
      }),
  });

export const usePropertyInterests = (id: string) => useQuery(propertyInterestsQuery(id));
