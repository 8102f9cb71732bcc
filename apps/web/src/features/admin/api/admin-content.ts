import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentQuery } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-stats';
import { queryString } from './query-string';

export type AdminContentFilters = Omit<AdminContentQuery, 'cursor'>;
/** The moderated kinds of content, each under /api/admin/<kind>. */
export type AdminContentKind = 'properties' | 'roommates' | 'services';

export const adminContentKeys = {
  all: (kind: AdminContentKind) => [...adminKeys.all, kind] as const,
  list: (kind: AdminContentKind, filters: AdminContentFilters) =>
    [...adminContentKeys.all(kind), 'list', filters] as const,
};

/** GET /api/admin/<kind>: search, status and flagged filters, page by page. */
export const useAdminContent = <Item>(kind: AdminContentKind, filters: AdminContentFilters) =>
  useInfiniteQuery({
    queryKey: adminContentKeys.list(kind, filters),
    queryFn: ({ pageParam, signal }) =>
      api<{ items: Item[]; nextCursor: string | null }>(
        `/api/admin/${kind}${queryString(filters, pageParam)}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export type ContentAction = 'hide' | 'unhide' | 'delete';

/** Hide, unhide or delete one item, always with the reason its owner is told. */
export function useContentAction(kind: AdminContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ContentAction; reason: string }) =>
      action === 'delete'
        ? api(`/api/admin/${kind}/${id}`, { method: 'DELETE', body: { reason } })
        : api(`/api/admin/${kind}/${id}/${action}`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
