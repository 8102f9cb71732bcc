import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser, SessionUser } from '@nivaas/shared';
import { api } from '../api-client';

export const userKeys = {
  all: ['users'] as const,
  detail: (id: string) => [...userKeys.all, id] as const,
};

/**
 * GET /api/users/:id: the public fields, or everything when it is you (or you are an admin).
 * The profile page and a listing's owner card read the same entry.
 */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) =>
      api<PublicUser | SessionUser>(`/api/users/${encodeURIComponent(id)}`, { signal }),
  });

export const useUser = (id: string | undefined, options: { staleTime?: number } = {}) =>
  useQuery({ ...userQuery(id ?? ''), ...options, enabled: Boolean(id) });
