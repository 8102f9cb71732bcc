/// <reference lib="webworker" />
/**
 * Nivaas's service worker: the app opens without a network, and a person's favourites, recently
 * viewed listings and last searches stay readable with their 320 px photos. What is kept where
 * is decided by src/lib/pwa/cache-rules.ts; docs/decisions/031-installable-app.md says why.
 */
import { PUSH_UNSUBSCRIBE } from '@nivaas/shared/push-paths';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  API_CACHE_LIMITS,
  CACHE_NAMES,
  cacheRule,
  isSignOut,
  mayStore,
  NETWORK_TIMEOUT_SECONDS,
  PERSONAL_CACHES,
  PHOTO_CACHE_LIMITS,
  smallPhotoUrl,
  type CacheRule,
} from '../src/lib/pwa/cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const ruleOf = ({ request }: { request: Request }): CacheRule =>
  cacheRule({
    method: request.method,
    url: request.url,
    origin: self.location.origin,
    mode: request.mode,
  });

/** Writes only what the rule allows (a 200 that is not `no-store`, unless a personal answer). */
const storeIf = (rule: CacheRule) => ({
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    mayStore(rule, response.status, response.headers.get('cache-control')) ? response : null,
});

// Pages: the network, and the precached shell when there is none (or it is too slow).
const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  (o) => ruleOf(o) === 'page',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// Hashed scripts and styles of pages opened once: they never change.
registerRoute(
  (o) => ruleOf(o) === 'asset',
  new CacheFirst({
    cacheName: CACHE_NAMES.asset,
    plugins: [storeIf('asset'), new ExpirationPlugin({ maxEntries: 250, purgeOnQuotaError: true })],
  }),
);

// Translations of the languages in use; the release's version is in the query.
registerRoute(
  (o) => ruleOf(o) === 'locale',
  new CacheFirst({
    cacheName: CACHE_NAMES.locale,
    plugins: [
      storeIf('locale'),
      new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true }),
    ],
  }),
);

// The person, their last searches, favourites and opened listings: fresh when online.
registerRoute(
  (o) => ruleOf(o) === 'api',
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      storeIf('api'),
      new ExpirationPlugin({ ...API_CACHE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

// Listing photos at 320 px: a few KB each, kept for a month, at most PHOTO_CACHE_LIMITS.
registerRoute(
  (o) => ruleOf(o) === 'photo-320',
  new CacheFirst({
    cacheName: CACHE_NAMES.photo,
    plugins: [
      storeIf('photo-320'),
      new ExpirationPlugin({ ...PHOTO_CACHE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

// Larger photos are never kept; offline, the 320 px one stands in if it is there.
const largePhotos = new NetworkOnly();
registerRoute(
  (o) => ruleOf(o) === 'photo-large',
  async (options) => {
    try {
      return await largePhotos.handle(options);
    } catch (err) {
      const small = smallPhotoUrl(options.request.url);
      const kept = small && (await caches.open(CACHE_NAMES.photo).then((c) => c.match(small)));
      if (kept) return kept;
      throw err;
    }
  },
);

/**
 * Signing out on a device with push on: while the session still holds, the server forgets this
 * browser (so the next person on a shared phone hears nothing of the last one's), and the browser
 * drops the subscription. Any failure leaves sign-out to go ahead.
 */
async function forgetPushSubscription(): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch(PUSH_UNSUBSCRIBE.path, {
    method: PUSH_UNSUBSCRIBE.method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
  await subscription.unsubscribe();
}

// Signing out: the person's kept answers go (their favourites, searches, listings, /api/session).
const signOut = new NetworkOnly();
registerRoute(
  ({ request }) => isSignOut(request.method, request.url),
  async (options) => {
    await forgetPushSubscription().catch(() => undefined);
    try {
      return await signOut.handle(options);
    } finally {
      await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
    }
  },
  'POST',
);

// The shell: index.html, the entry script and styles, the manifest and icons (see vite.config).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes over open pages at once; an update waits for "Reload".
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web push (decision 063): the server's payload is { title, body, url, tag }; a click opens its
// page in an open tab of the app, or a new one.
interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

const pushMessage = (event: PushEvent): PushMessage => {
  try {
    return (event.data?.json() ?? {}) as PushMessage;
  } catch {
    return { body: event.data?.text() ?? '' };
  }
};

/** Only a page of this app: a path, never another site. */
const samePagePath = (url: unknown): string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';

self.addEventListener('push', (event) => {
  const message = pushMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Nivaas', {
      body: message.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: samePagePath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = samePagePath((event.notification.data as { url?: unknown } | null)?.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((c) => new URL(c.url).origin === self.location.origin);
      // navigate() works only on a tab this worker controls; otherwise a new tab opens.
      const moved = tab ? await tab.navigate(target).catch(() => null) : null;
      if (moved) await moved.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});
