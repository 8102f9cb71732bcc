import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser, SessionUser } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

/** GET /api/users/:id: the public fields, or everything when it is you (or you are an admin). */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: ['users', id],
    queryFn: ({ signal }) =>
      api<PublicUser | SessionUser>(`/api/users/${encodeURIComponent(id)}`, { signal }),
  });

export const useUser = (id: string) => useQuery(userQuery(id));
