import { API_PATHS, API_PREFIX, apiPathPattern } from '@nivaas/shared/api-paths';

/**
 * What the service worker keeps on the phone, decided from a request alone (no DOM, no worker
 * globals), so the rules are tested here and the worker (apps/web/sw/sw.ts) only applies them.
 *
 * Kept: the app shell (precached), page scripts and styles once used, translations once used,
 * the person (`API_PATHS.session`, `.me`), the last searches, favourites and opened listings
 * (network first), and listing photos at 320 px (cache first, capped). Never kept: sign-in
 * (Better Auth's `API_PATHS.auth`), admin, anything but GET (message sends, favourites toggles),
 * socket.io, the larger photo variants.
 */
export type CacheRule =
  /** Hashed build files: they never change, so cache first. */
  | 'asset'
  /** /locales/{lng}/{ns}.json?v=…: versioned per release, so cache first. */
  | 'locale'
  /** Personal API answers readable offline: network first, the last answer when offline. */
  | 'api'
  /** A listing photo at 320 px: cache first, with an expiry and a size cap. */
  | 'photo-320'
  /** A larger listing photo: network only; offline, the 320 px one if it was kept. */
  | 'photo-large'
  /** A page of the app: network first, the precached shell when offline. */
  | 'page'
  | null;

/** Cache names, one per kind, so signing out can drop the personal ones. */
export const CACHE_NAMES = {
  asset: 'nivaas-assets',
  locale: 'nivaas-locales',
  api: 'nivaas-api',
  photo: 'nivaas-photos-320',
} as const;

/** Caches holding a person's own data: dropped when they sign out. */
export const PERSONAL_CACHES: readonly string[] = [CACHE_NAMES.api];

/**
 * Signing out (Better Auth's POST): the worker drops the person's kept answers as it passes,
 * so the next person on a shared phone cannot read them offline. Photos and app files stay.
 */
export const isSignOut = (method: string, url: string): boolean =>
  method === 'POST' && new URL(url).pathname === API_PATHS.signOut;

export const PHOTO_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
export const API_CACHE_LIMITS = { maxEntries: 80, maxAgeSeconds: 14 * 24 * 60 * 60 } as const;
/** How long a network-first request waits before the kept answer is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 6;

/** Photo variants are stored as `{id}-{width}.webp` (see the server's storeImageVariants). */
const PHOTO = /^\/uploads\/(?:property-images|service-images)\/([A-Za-z0-9_-]{16,64})-(\d+)\.webp$/;

/** Personal GET answers worth having offline. */
const OFFLINE_API = [
  // Who is signed in: the shell asks for the session (decision 032); `me` for older pages.
  API_PATHS.session,
  API_PATHS.me,
  // The search (any filters: its path is a listing's with `search` for the id) and one
  // listing; not a listing's sub-resources (comments, applications) nor the search's new-count.
  API_PATHS.property,
  API_PATHS.favorites,
  API_PATHS.favoriteIds,
].map(apiPathPattern);

/** Paths of the server, never the app shell's: a navigation to them goes to the network only. */
const NOT_APP_PAGES = /^\/(?:api|uploads|socket\.io|dev|locales|assets)(?:\/|$)/;

export interface RequestFacts {
  method: string;
  /** Absolute URL of the request. */
  url: string;
  /** The page's own origin (the service worker's). */
  origin: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode?: string;
}

export function cacheRule({ method, url, origin, mode }: RequestFacts): CacheRule {
  if (method !== 'GET') return null;
  const u = new URL(url);
  if (u.origin !== origin) return null;
  const p = u.pathname;
  if (mode === 'navigate')
    return NOT_APP_PAGES.test(p) || /\.[a-z0-9]{1,12}$/i.test(p) ? null : 'page';
  if (p.startsWith('/assets/')) return 'asset';
  if (/^\/locales\/[a-z]{2,3}(?:-[A-Za-z]{2,4})?\/[A-Za-z0-9_-]+\.json$/.test(p)) return 'locale';
  if (p.startsWith(API_PREFIX)) return OFFLINE_API.some((re) => re.test(p)) ? 'api' : null;
  const photo = PHOTO.exec(p);
  if (photo) return photo[2] === '320' ? 'photo-320' : 'photo-large';
  return null;
}

/** The 320 px sibling of a photo variant's URL (`…/{id}-1600.webp` → `…/{id}-320.webp`). */
export function smallPhotoUrl(url: string): string | null {
  const u = new URL(url);
  const m = PHOTO.exec(u.pathname);
  if (!m) return null;
  u.pathname = u.pathname.replace(/-\d+\.webp$/, '-320.webp');
  u.search = '';
  return u.toString();
}

/**
 * A response that must not be written to a cache: not a plain 200, or one the server marked
 * `no-store` (kept only where the rule is one of the personal offline answers above, which the
 * person asked to read offline).
 */
export function mayStore(rule: CacheRule, status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  if (rule === 'api') return true;
  return !/\bno-store\b/i.test(cacheControl ?? '');
}
