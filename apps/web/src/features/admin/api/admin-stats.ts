import { useQuery } from '@tanstack/react-query';
import { adminStatsEndpoints, endpointKey } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** Every answer of the admin area starts with this, so one admin action refreshes them all. */
export const adminKeys = { all: ['admin'] as const };
export const statsKey = [...adminKeys.all, ...endpointKey(adminStatsEndpoints.read)] as const;

/** GET /api/admin/stats: figures by window, the 30-day trend and the latest admin actions. */
export const useAdminStats = () =>
  useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => call(adminStatsEndpoints.read, {}, { signal }),
    staleTime: 60_000,
  });
