import { useInfiniteQuery } from '@tanstack/react-query';
import { adminAuditEndpoints, endpointKey, type AdminAuditQuery } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { adminKeys } from './admin-stats';

type Filters = Omit<AdminAuditQuery, 'cursor'>;

/** GET /api/admin/audit: newest first, page by page. */
export const useAdminAudit = (filters: Filters) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.all, ...endpointKey(adminAuditEndpoints.list, filters)] as const,
    queryFn: ({ pageParam, signal }) =>
      call(
        adminAuditEndpoints.list,
        { query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
