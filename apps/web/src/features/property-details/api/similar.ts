import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, propertySearchEndpoints } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

const endpoint = propertySearchEndpoints.similar;
export const similarKey = (id: string) => endpointKey(endpoint, { params: { id } });

/** GET /api/properties/:id/similar: open listings of the same kind nearby, nearest first. */
export const similarQuery = (id: string) =>
  queryOptions({
    queryKey: similarKey(id),
    queryFn: ({ signal }) => call(endpoint, { params: { id } }, { signal }),
    staleTime: 60_000,
  });

export const useSimilar = (id: string, enabled: boolean) =>
  useQuery({ ...similarQuery(id), enabled });
