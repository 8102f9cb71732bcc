import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantProfileInput, TenantProfileResult } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

/** The seeker's saved answers (one per person). */
export const tenantProfileKeys = { all: ['tenant-profile'] as const };

/** GET /api/me/tenant-profile: `profile` is null before the first save. Seekers only. */
export const fetchTenantProfile = (signal?: AbortSignal) =>
  api<TenantProfileResult>('/api/me/tenant-profile', { ...(signal ? { signal } : {}) });

export const tenantProfileQuery = queryOptions({
  queryKey: tenantProfileKeys.all,
  queryFn: ({ signal }) => fetchTenantProfile(signal),
  staleTime: 5 * 60_000,
});

export const useTenantProfile = (enabled = true) => useQuery({ ...tenantProfileQuery, enabled });

/** PUT /api/me/tenant-profile: replaces the saved answers. */
export const saveTenantProfile = (input: TenantProfileInput) =>
  api<TenantProfileResult>('/api/me/tenant-profile', { method: 'PUT', body: { ...input } });

export function useSaveTenantProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTenantProfile,
    onSuccess: (result) => client.setQueryData(tenantProfileKeys.all, result),
  });
}
