/**
 * The push services browsers subscribe at (Chrome and Edge through FCM, Firefox, Safari, old
 * Edge): in production a subscription must name one of them over https, so a member cannot make
 * our server POST to an address of their choosing (an internal one, say) by "subscribing" it.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) =>
    known.startsWith('.') ? host.endsWith(known) : host === known,
  );
}

/** Browsers one person may have subscribed at once; a new one beyond it replaces the oldest. */
export const SUBSCRIPTIONS_PER_PERSON = 10;
