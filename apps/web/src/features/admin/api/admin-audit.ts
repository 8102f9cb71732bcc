import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAuditPage, AdminAuditQuery } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-stats';
import { queryString } from './query-string';

type Filters = Omit<AdminAuditQuery, 'cursor'>;

/** GET /api/admin/audit: newest first, page by page. */
export const useAdminAudit = (filters: Filters) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.all, 'audit', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api<AdminAuditPage>(`/api/admin/audit${queryString(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
