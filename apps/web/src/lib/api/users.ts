import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, userEndpoints } from '@nivaas/shared';
import { call } from './call';

export const userKeys = {
  all: endpointKey(userEndpoints.user),
  detail: (id: string) => endpointKey(userEndpoints.user, { id }),
};

/**
 * GET /api/users/:id: the public fields, or everything when it is you (or you are an admin).
 * The profile page and a listing's owner card read the same entry.
 */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => call(userEndpoints.user, { params: { id } }, { signal }),
  });

export const useUser = (id: string | undefined, options: { staleTime?: number } = {}) =>
  useQuery({ ...userQuery(id ?? ''), ...options, enabled: Boolean(id) });
