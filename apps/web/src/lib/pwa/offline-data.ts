import { CACHE_NAMES } from './cache-rules';

/**
 * Asks for these 320 px photos once while online, so the service worker has them for offline
 * (favourites' covers; cards show a larger variant, which is never kept). Photos it already has
 * cost nothing; without a service worker nothing is fetched.
 */
export function keepPhotosOffline(urls: readonly string[]): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  if (!navigator.onLine || urls.length === 0) return;
  void caches
    .open(CACHE_NAMES.photo)
    .then((cache) =>
      Promise.all(
        urls.map(async (url) => {
          if (await cache.match(url)) return;
          // Through the service worker, which stores it (cache first, capped).
          await fetch(url, { priority: 'low' } as RequestInit).catch(() => undefined);
        }),
      ),
    )
    .catch(() => undefined);
}
