import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

/** GET /api/users/:id: the listing owner's public profile (same cache entry as /user/:id). */
export const ownerQuery = (id: string) =>
  queryOptions({
    queryKey: ['users', id],
    queryFn: ({ signal }) => api<PublicUser>(`/api/users/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useOwner = (id: string | undefined) =>
  useQuery({ ...ownerQuery(id ?? ''), enabled: Boolean(id) });
