import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoommateProfile, RoommateProfileInput, RoommateProfileResult } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

/** Every roommate query starts with 'roommates', so one invalidation refreshes them all. */
export const roommateKeys = {
  all: ['roommates'] as const,
  mine: () => [...roommateKeys.all, 'mine'] as const,
  profile: (userId: string) => [...roommateKeys.all, 'profile', userId] as const,
  search: (query: string) => [...roommateKeys.all, 'search', query] as const,
  matches: () => [...roommateKeys.all, 'matches'] as const,
  requests: () => [...roommateKeys.all, 'requests'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/me/roommate-profile: `profile` is null before the first save. */
export const myRoommateProfileQuery = queryOptions({
  queryKey: roommateKeys.mine(),
  queryFn: ({ signal }) =>
    api<RoommateProfileResult>('/api/me/roommate-profile', withSignal(signal)),
  staleTime: 60_000,
});

export const useMyRoommateProfile = (enabled = true) =>
  useQuery({ ...myRoommateProfileQuery, enabled });

/** GET /api/roommates/:userId: another person's profile (never their email or phone). */
export const useRoommateProfile = (userId: string) =>
  useQuery({
    queryKey: roommateKeys.profile(userId),
    queryFn: ({ signal }) =>
      api<RoommateProfile>(`/api/roommates/${encodeURIComponent(userId)}`, withSignal(signal)),
    enabled: userId !== '',
  });

/** PUT /api/me/roommate-profile: creates the profile or replaces it. */
export function useSaveRoommateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoommateProfileInput) =>
      api<RoommateProfile>('/api/me/roommate-profile', { method: 'PUT', body: { ...input } }),
    onSuccess: async (profile) => {
      client.setQueryData(roommateKeys.mine(), { profile });
      // Matches and compatibility order depend on one's own profile.
      await client.invalidateQueries({
        queryKey: roommateKeys.all,
        predicate: (q) => q.queryKey[1] !== 'mine',
      });
    },
  });
}

/** DELETE /api/me/roommate-profile. */
export function useDeleteRoommateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/me/roommate-profile', { method: 'DELETE' }),
    onSuccess: async () => {
      client.setQueryData(roommateKeys.mine(), { profile: null });
      await client.invalidateQueries({
        queryKey: roommateKeys.all,
        predicate: (q) => q.queryKey[1] !== 'mine',
      });
    },
  });
}
