import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionState, SessionUser } from '@nivaas/shared';
import { API_PATHS } from '@nivaas/shared/api-paths';
import { api } from './api-client';
import { apiErrorFrom } from './api-error';

/** The key of the signed-in person; sign-in, sign-out and profile changes write it. */
export const sessionKey = ['me'] as const;

type Kind = 'string' | 'boolean' | 'string?' | 'number?' | 'list' | 'record';
/** Each field of the session's person and its kind: the compiler holds it to the schema's fields. */
const SESSION_USER_KINDS = {
  id: 'string',
  firstName: 'string',
  lastName: 'string',
  email: 'string',
  emailVerified: 'boolean',
  userType: 'string',
  avatarUrl: 'string',
  phone: 'string',
  showPhoneOnListings: 'boolean',
  phoneNumber: 'string',
  phoneVerified: 'boolean',
  contactPhone: 'string?',
  bio: 'string',
  serviceCategory: 'string',
  serviceAreas: 'list',
  experienceYears: 'number?',
  languages: 'list',
  isServiceProvider: 'boolean',
  ipAddress: 'string',
  lastLoginIP: 'string',
  location: 'record',
  lastLoginLocation: 'record',
  lastLoginAt: 'string',
  lastActive: 'string',
  createdAt: 'string',
  updatedAt: 'string',
  savedLocations: 'list',
  savedProperties: 'list',
  twoFactorEnabled: 'boolean',
  actsAsAdmin: 'boolean',
} as const satisfies Record<keyof SessionUser, Kind>;

const isKind = (value: unknown, kind: Kind): boolean =>
  kind === 'list'
    ? Array.isArray(value)
    : kind === 'record'
      ? typeof value === 'object' && value !== null && !Array.isArray(value)
      : kind.endsWith('?')
        ? value === null || typeof value === kind.slice(0, -1)
        : typeof value === kind;

/**
 * The session read's answer, checked without its zod schema (which would bring zod into the
 * first load): `user` null, or a person whose every field has its kind.
 */
export function isSessionState(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null || !('user' in value)) return false;
  const { user } = value;
  if (user === null) return true;
  if (typeof user !== 'object') return false;
  const fields = user as Record<string, unknown>;
  return Object.entries(SESSION_USER_KINDS).every(([key, kind]) => isKind(fields[key], kind));
}

/**
 * The signed-in person, or null when signed out. GET /api/session answers a visitor with
 * `user: null` rather than GET /api/me's 401, so no page of a visitor logs a failed request.
 */
export const meQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    // Every page asks this first, so it takes no schema along (the contracts are not in the
    // first load): the path `userEndpoints.session` is declared with, from the schema-free
    // `@nivaas/shared/api-paths`, and the answer is checked by isSessionState.
    const answer = await api<unknown>(API_PATHS.session, { signal });
    if (!isSessionState(answer)) throw apiErrorFrom(200, '', 'not a session');
    return answer.user;
  },
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
