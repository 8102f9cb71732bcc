import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminContentEndpoints as endpoints,
  endpointKey,
  type AdminContentQuery,
  type AdminPropertyPage,
  type AdminRoommatePage,
  type AdminServicePage,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { adminKeys } from './admin-stats';

export type AdminContentFilters = Omit<AdminContentQuery, 'cursor'>;
/** The moderated kinds of content, each under /api/admin/<kind>. */
export type AdminContentKind = keyof typeof endpoints;
interface ContentPages {
  properties: AdminPropertyPage;
  roommates: AdminRoommatePage;
  services: AdminServicePage;
}
/** One item of a kind's list, as the server declares it. */
export type AdminContentItem<K extends AdminContentKind> = ContentPages[K]['items'][number];
interface ContentPage<K extends AdminContentKind> {
  items: AdminContentItem<K>[];
  nextCursor: string | null;
}

export const adminContentKeys = {
  all: (kind: AdminContentKind) =>
    [...adminKeys.all, ...endpointKey(endpoints[kind].list)] as const,
  list: (kind: AdminContentKind, filters: AdminContentFilters) =>
    [...adminKeys.all, ...endpointKey(endpoints[kind].list, filters)] as const,
};

type PageQuery = AdminContentFilters & { cursor?: string };
const flag = (value?: boolean) =>
  value === undefined ? undefined : value ? ('true' as const) : ('false' as const);
const asQuery = ({ flagged, ...rest }: PageQuery) => ({ ...rest, flagged: flag(flagged) });

const fetchPage: {
  [K in AdminContentKind]: (query: PageQuery, signal: AbortSignal) => Promise<ContentPage<K>>;
} = {
  properties: (query, signal) =>
    call(endpoints.properties.list, { query: asQuery(query) }, { signal }),
  roommates: (query, signal) =>
    call(endpoints.roommates.list, { query: asQuery(query) }, { signal }),
  services: (query, signal) => call(endpoints.services.list, { query: asQuery(query) }, { signal }),
};

/** GET /api/admin/<kind>: search, status and flagged filters, page by page. */
export const useAdminContent = <K extends AdminContentKind>(
  kind: K,
  filters: AdminContentFilters,
) =>
  useInfiniteQuery({
    queryKey: adminContentKeys.list(kind, filters),
    queryFn: ({ pageParam, signal }) =>
      fetchPage[kind]({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export type ContentAction = 'hide' | 'unhide' | 'delete';

/** Hide, unhide or delete one item, always with the reason its owner is told. */
export function useContentAction(kind: AdminContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ContentAction; reason: string }) =>
      call(endpoints[kind][action], { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
