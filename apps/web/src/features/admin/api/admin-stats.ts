import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

export const adminKeys = { all: ['admin'] as const };
export const statsKey = [...adminKeys.all, 'stats'] as const;

/** GET /api/admin/stats: figures by window, the 30-day trend and the latest admin actions. */
export const useAdminStats = () =>
  useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
    staleTime: 60_000,
  });
