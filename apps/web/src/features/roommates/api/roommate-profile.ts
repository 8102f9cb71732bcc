import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  roommateEndpoints as endpoints,
  roommateRequestEndpoints,
  type RoommateProfileInput,
  type RoommateSearchInput,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';

const all = ['roommates'] as const;

/** Every roommate query starts with 'roommates', so one invalidation refreshes them all. */
export const roommateKeys = {
  all,
  mine: () => [...all, ...endpointKey(endpoints.mine)] as const,
  profile: (userId: string) => [...all, ...endpointKey(endpoints.profile, { userId })] as const,
  search: (query: RoommateSearchInput) =>
    [...all, ...endpointKey(endpoints.search, query)] as const,
  matches: () => [...all, ...endpointKey(endpoints.matches)] as const,
  requests: () => [...all, ...endpointKey(roommateRequestEndpoints.box)] as const,
};
const notMine = (q: { queryKey: readonly unknown[] }) => q.queryKey[1] !== endpoints.mine.path;

/** GET /api/me/roommate-profile: `profile` is null before the first save. */
export const myRoommateProfileQuery = queryOptions({
  queryKey: roommateKeys.mine(),
  queryFn: ({ signal }) => call(endpoints.mine, {}, { signal }),
  staleTime: 60_000,
});

export const useMyRoommateProfile = (enabled = true) =>
  useQuery({ ...myRoommateProfileQuery, enabled });

/** GET /api/roommates/:userId: another person's profile (never their email or phone). */
export const useRoommateProfile = (userId: string) =>
  useQuery({
    queryKey: roommateKeys.profile(userId),
    queryFn: ({ signal }) => call(endpoints.profile, { params: { userId } }, { signal }),
    enabled: userId !== '',
  });

/** PUT /api/me/roommate-profile: creates the profile or replaces it. */
export function useSaveRoommateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoommateProfileInput) => call(endpoints.save, { body: { ...input } }),
    onSuccess: async (profile) => {
      client.setQueryData(roommateKeys.mine(), { profile });
      // Matches and compatibility order depend on one's own profile.
      await client.invalidateQueries({ queryKey: roommateKeys.all, predicate: notMine });
    },
  });
}

/** DELETE /api/me/roommate-profile. */
export function useDeleteRoommateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.remove, {}),
    onSuccess: async () => {
      client.setQueryData(roommateKeys.mine(), { profile: null });
      await client.invalidateQueries({ queryKey: roommateKeys.all, predicate: notMine });
    },
  });
}
