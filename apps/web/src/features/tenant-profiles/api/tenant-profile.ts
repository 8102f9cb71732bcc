import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  tenantProfileEndpoints as endpoints,
  type TenantProfileInput,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** The seeker's saved answers (one per person). */
export const tenantProfileKeys = { all: endpointKey(endpoints.get) };

/** GET /api/me/tenant-profile: `profile` is null before the first save. Seekers only. */
export const fetchTenantProfile = (signal?: AbortSignal) =>
  call(endpoints.get, {}, signal ? { signal } : {});

export const tenantProfileQuery = queryOptions({
  queryKey: tenantProfileKeys.all,
  queryFn: ({ signal }) => fetchTenantProfile(signal),
  staleTime: 5 * 60_000,
});

export const useTenantProfile = (enabled = true) => useQuery({ ...tenantProfileQuery, enabled });

/** PUT /api/me/tenant-profile: replaces the saved answers. */
export const saveTenantProfile = (input: TenantProfileInput) =>
  call(endpoints.save, { body: input });

export function useSaveTenantProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTenantProfile,
    onSuccess: (result) => client.setQueryData(tenantProfileKeys.all, result),
  });
}
