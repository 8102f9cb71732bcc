import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReportPage,
  AdminReportsQuery,
  ReportAction,
  ReportDetail,
} from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-stats';
import { queryString } from './query-string';

export type AdminReportFilters = Omit<AdminReportsQuery, 'cursor'>;

export const adminReportKeys = {
  all: [...adminKeys.all, 'reports'] as const,
  list: (filters: AdminReportFilters) => [...adminReportKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminReportKeys.all, 'detail', id] as const,
};

/** GET /api/admin/reports: the most severe first, then the oldest. */
export const useAdminReports = (filters: AdminReportFilters) =>
  useInfiniteQuery({
    queryKey: adminReportKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api<AdminReportPage>(`/api/admin/reports${queryString(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/reports/:id, with the 5 messages either side of a reported message. */
export const useAdminReport = (id: string) =>
  useQuery({
    queryKey: adminReportKeys.detail(id),
    queryFn: ({ signal }) => api<ReportDetail>(`/api/admin/reports/${id}`, { signal }),
  });

export type ReportDecision =
  | { kind: 'assign' }
  | { kind: 'resolve'; action: ReportAction; note: string }
  | { kind: 'dismiss'; note: string };

const body = (decision: ReportDecision) => {
  const note = 'note' in decision && decision.note.trim() ? { note: decision.note.trim() } : {};
  return decision.kind === 'resolve' ? { action: decision.action, ...note } : note;
};

/** Assign to me, resolve with an action and a note, or dismiss with a note. */
export function useReportDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReportDecision) =>
      api<ReportDetail>(`/api/admin/reports/${id}/${decision.kind}`, {
        method: 'POST',
        body: body(decision),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
