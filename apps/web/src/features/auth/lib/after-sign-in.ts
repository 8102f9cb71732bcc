import { roleHome } from '@nivaas/shared';

/** Pages a person should not be sent back to once signed in. */
const AUTH_PAGES = /^\/(login|register|auth)(\/|$|\?|#)/;

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

/**
 * The in-app path a person came from, or null. Accepts a router location or a string
 * (router state or `?from=`); anything not a same-site path is refused, so a crafted link
 * cannot send someone off-site after sign-in.
 */
export function safeFrom(from: unknown): string | null {
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as LocationLike;
    if (typeof pathname === 'string') {
      path =
        pathname +
        (typeof search === 'string' ? search : '') +
        (typeof hash === 'string' ? hash : '');
    }
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return null;
  if ([...path].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (AUTH_PAGES.test(path)) return null;
  return path;
}

/** Where to go after signing in: where the person came from, else their role's home. */
export const afterSignInPath = (from: unknown, userType: string | null | undefined): string =>
  safeFrom(from) ?? roleHome(userType);

/** `from` out of router state shaped `{ from }` (a location or a string). */
export function fromState(state: unknown): unknown {
  return state && typeof state === 'object' && 'from' in state
    ? (state as { from: unknown }).from
    : null;
}
