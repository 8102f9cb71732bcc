import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserPage, AdminUsersQuery, Role } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-stats';
import { queryString } from './query-string';

export type AdminUserFilters = Omit<AdminUsersQuery, 'cursor'>;

export const adminUserKeys = {
  all: [...adminKeys.all, 'users'] as const,
  list: (filters: AdminUserFilters) => [...adminUserKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
};

/** GET /api/admin/users: search by name, email or phone; filter by role, verified, suspended. */
export const useAdminUsers = (filters: AdminUserFilters) =>
  useInfiniteQuery({
    queryKey: adminUserKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api<AdminUserPage>(`/api/admin/users${queryString(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/users/:id: profile, sign-ins, listings, reports about them, audit. */
export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => api<AdminUserDetail>(`/api/admin/users/${id}`, { signal }),
  });

export type AdminUserAction =
  | { kind: 'suspend'; reason: string }
  | { kind: 'reinstate'; reason: string }
  | { kind: 'role'; role: Role; reason: string }
  | { kind: 'resend-verification' }
  | { kind: 'force-password-reset' };

const request = (id: string, action: AdminUserAction) => {
  const base = `/api/admin/users/${id}`;
  switch (action.kind) {
    case 'suspend':
    case 'reinstate':
      return api(`${base}/${action.kind}`, { method: 'POST', body: { reason: action.reason } });
    case 'role':
      return api(`${base}/role`, {
        method: 'POST',
        body: { role: action.role, reason: action.reason },
      });
    default:
      return api(`${base}/${action.kind}`, { method: 'POST', body: {} });
  }
};

/** Every action on one account; the lists, the detail and the dashboard read it afresh. */
export function useAdminUserAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => request(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
