import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  reportEndpoints as endpoints,
  type AdminReportsQuery,
  type ReportAction,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { adminKeys } from './admin-stats';

export type AdminReportFilters = Omit<AdminReportsQuery, 'cursor'>;

// Under the admin area's keys, so a moderation anywhere refreshes the queue too.
export const adminReportKeys = {
  list: (filters: AdminReportFilters) =>
    [...adminKeys.all, ...endpointKey(endpoints.queue, { query: filters })] as const,
  detail: (id: string) =>
    [...adminKeys.all, ...endpointKey(endpoints.detail, { params: { id } })] as const,
};

/** The filters as the query carries them: a flag as "true" or "false", the page's cursor. */
const queueQuery = ({ automatic, ...rest }: AdminReportFilters, cursor: string | null) => ({
  ...rest,
  ...(automatic === undefined
    ? {}
    : { automatic: automatic ? ('true' as const) : ('false' as const) }),
  ...(cursor ? { cursor } : {}),
});

/** GET /api/admin/reports: the most severe first, then the oldest. */
export const useAdminReports = (filters: AdminReportFilters) =>
  useInfiniteQuery({
    queryKey: adminReportKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.queue, { query: queueQuery(filters, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/reports/:id, with the 5 messages either side of a reported message. */
export const useAdminReport = (id: string) =>
  useQuery({
    queryKey: adminReportKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.detail, { params: { id } }, { signal }),
  });

export type ReportDecision =
  | { kind: 'assign' }
  | { kind: 'resolve'; action: ReportAction; note: string }
  | { kind: 'dismiss'; note: string };

const noteOf = (note: string) => (note.trim() ? { note: note.trim() } : {});

const decide = (id: string, decision: ReportDecision) => {
  const params = { id };
  switch (decision.kind) {
    case 'assign':
      return call(endpoints.assign, { params });
    case 'resolve':
      return call(endpoints.resolve, {
        params,
        body: { action: decision.action, ...noteOf(decision.note) },
      });
    case 'dismiss':
      return call(endpoints.dismiss, { params, body: noteOf(decision.note) });
  }
};

/** Assign to me, resolve with an action and a note, or dismiss with a note. */
export function useReportDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReportDecision) => decide(id, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
