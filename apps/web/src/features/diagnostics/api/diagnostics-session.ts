import { queryOptions, useQuery } from '@tanstack/react-query';
import { diagnosticsEndpoints, endpointKey, type DiagnosticsSession } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/api/call';

/** GET /api/dev/session: the server's view of this browser's session, or null when signed out. */
export const diagnosticsSessionQuery = queryOptions({
  queryKey: endpointKey(diagnosticsEndpoints.session),
  queryFn: async ({ signal }): Promise<DiagnosticsSession | null> => {
    try {
      return await call(diagnosticsEndpoints.session, {}, { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 0,
});

export const useDiagnosticsSession = (enabled: boolean) =>
  useQuery({ ...diagnosticsSessionQuery, enabled });
