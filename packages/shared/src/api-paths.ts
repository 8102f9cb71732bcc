/**
 * The paths of the few endpoints that code without the contracts must name: the first load
 * (the session read takes no schema along, decision 032), the crash reporter (a keepalive
 * fetch that must work when the app itself is broken) and the service worker's cache rules.
 * The contracts declare those endpoints with these constants, so each path is still written
 * once; this module imports nothing, so it costs the first load a few bytes.
 */
export const API_PREFIX = '/api/';

export const API_PATHS = {
  /** userEndpoints.session: the signed-in person, or `user: null`. */
  session: '/api/session',
  /** userEndpoints.me. */
  me: '/api/me',
  /** clientErrorEndpoints.report. */
  clientErrors: '/api/client-errors',
  /** propertyEndpoints.get (and update, remove). */
  property: '/api/properties/:id',
  /** favoriteEndpoints.list. */
  favorites: '/api/favorites',
  /** favoriteEndpoints.ids. */
  favoriteIds: '/api/favorites/ids',
  /** Better Auth's handler (the server's `basePath`), not a contract of ours. */
  auth: '/api/auth',
  /** Better Auth's sign-out. */
  signOut: '/api/auth/sign-out',
} as const;

/** A path's `:param`s each match one id (letters, digits, `_` and `-`, up to 64). */
export const apiPathPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[A-Za-z0-9_-]{1,64}' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('\\/')}$`,
  );
