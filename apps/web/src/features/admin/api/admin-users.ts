import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserEndpoints as endpoints,
  endpointKey,
  type AdminUsersQuery,
  type Role,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { adminKeys } from './admin-stats';

export type AdminUserFilters = Omit<AdminUsersQuery, 'cursor'>;

export const adminUserKeys = {
  all: [...adminKeys.all, ...endpointKey(endpoints.list)] as const,
  list: (filters: AdminUserFilters) =>
    [...adminKeys.all, ...endpointKey(endpoints.list, filters)] as const,
  detail: (id: string) => [...adminKeys.all, ...endpointKey(endpoints.detail, { id })] as const,
};

const flag = (value?: boolean) =>
  value === undefined ? undefined : value ? ('true' as const) : ('false' as const);

/** The filters as the query asks them: yes/no filters written out, the page's cursor added. */
const asQuery = ({ verified, suspended, ...rest }: AdminUserFilters, cursor: string | null) => ({
  ...rest,
  verified: flag(verified),
  suspended: flag(suspended),
  ...(cursor ? { cursor } : {}),
});

/** GET /api/admin/users: search by name, email or phone; filter by role, verified, suspended. */
export const useAdminUsers = (filters: AdminUserFilters) =>
  useInfiniteQuery({
    queryKey: adminUserKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.list, { query: asQuery(filters, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/users/:id: profile, sign-ins, listings, reports about them, audit. */
export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.detail, { params: { id } }, { signal }),
  });

export type AdminUserAction =
  | { kind: 'suspend'; reason: string }
  | { kind: 'reinstate'; reason: string }
  | { kind: 'role'; role: Role; reason: string }
  | { kind: 'resend-verification' }
  | { kind: 'force-password-reset' };

const request = (id: string, action: AdminUserAction): Promise<unknown> => {
  const params = { id };
  switch (action.kind) {
    case 'suspend':
    case 'reinstate':
      return call(endpoints[action.kind], { params, body: { reason: action.reason } });
    case 'role':
      return call(endpoints.role, { params, body: { role: action.role, reason: action.reason } });
    case 'resend-verification':
      return call(endpoints.resendVerification, { params });
    case 'force-password-reset':
      return call(endpoints.forcePasswordReset, { params });
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
