import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiagnosticsSession } from '@nivaas/shared';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/dev/session: the server's view of this browser's session, or null when signed out. */
export const diagnosticsSessionQuery = queryOptions({
  queryKey: ['dev', 'session'],
  queryFn: async ({ signal }): Promise<DiagnosticsSession | null> => {
    try {
      return await api<DiagnosticsSession>('/api/dev/session', { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 0,
});

export const useDiagnosticsSession = (enabled: boolean) =>
  useQuery({ ...diagnosticsSessionQuery, enabled });
