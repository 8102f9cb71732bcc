import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionState, SessionUser } from '@nivaas/shared';
import { API_PATHS } from '@nivaas/shared/api-paths';
import { api } from './api-client';

/** The key of the signed-in person; sign-in, sign-out and profile changes write it. */
export const sessionKey = ['me'] as const;

/**
 * The signed-in person, or null when signed out. GET /api/session answers a visitor with
 * `user: null` rather than GET /api/me's 401, so no page of a visitor logs a failed request.
 */
export const meQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async ({ signal }): Promise<SessionUser | null> =>
    // Every page asks this first, so it takes no schema along (the contracts are not in the
    // first load): the path `userEndpoints.session` is declared with, from the schema-free
    // `@nivaas/shared/api-paths`.
    (await api<SessionState>(API_PATHS.session, { signal })).user,
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);

/**
 * The signed-in person for the shell (root layout, header, guards). Same query as useMe(), but
 * a lookup that failed is not fired again each time another piece of the shell mounts: the
 * Connection Notice shows once the retries are spent, and its Try Again asks again.
 */
export const useSession = () => useQuery({ ...meQuery, retryOnMount: false });

/** The person has an authenticator app set up (the admin area requires it). */
export const hasSecondFactor = (user: SessionUser | null | undefined): boolean =>
  user?.twoFactorEnabled === true;

/**
 * The session may use admin powers: an admin who passed the second factor on it, as the server
 * decides (a password alone gives an admin no more than any member). Controls that need them
 * show only then; the server refuses the call otherwise anyway.
 */
export const hasAdminPowers = (user: SessionUser | null | undefined): boolean =>
  user?.userType === 'admin' && user.actsAsAdmin === true;
