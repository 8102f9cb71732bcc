import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@nivaas/shared';
import { api, ApiError } from '../../../lib/api-client';

/** The signed-in person (GET /api/me), or null when signed out. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      return await api<SessionUser>('/api/me', { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);
