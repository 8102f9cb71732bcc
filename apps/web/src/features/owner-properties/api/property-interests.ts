import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, interestEndpoints } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

const endpoint = interestEndpoints.ofListing;
export const propertyInterestsKey = (id: string) => endpointKey(endpoint, { params: { id } });

/** GET /api/owner/properties/:id/interests: who said "I'm interested", newest first. */
export const propertyInterestsQuery = (id: string) =>
  queryOptions({
    queryKey: propertyInterestsKey(id),
    queryFn: ({ signal }) => call(endpoint, { params: { id } }, { signal }),
  });

export const usePropertyInterests = (id: string) => useQuery(propertyInterestsQuery(id));
