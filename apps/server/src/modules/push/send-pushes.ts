import webpush from 'web-push';
import {
  notificationTarget,
  pushKindOf,
  type Notification,
  type PushPayload,
} from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { languageOf } from '../../lib/texts/translate';
import { notificationText } from '../notifications/index';
import { dropSubscription, kindsOffOf, languagesOf, subscriptionsOf } from './push.repository';
import { vapidKeys } from './vapid-keys';

/** How long a push service may keep a push for a browser that is off (a day); ours too. */
export const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time is given up on for this push. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Pushes each notification of a kind that is pushed (messages, bookings and applications, rent,
 * saved-search matches, visits) to every browser its recipient subscribed, unless they turned
 * that kind off. The payload is encrypted to the browser's keys (RFC 8291, aes128gcm) and signed
 * with our VAPID key by web-push; a subscription the push service calls gone (404, 410) is
 * dropped. A failure is logged and stops nothing: the bell and mail have the notice all the same.
 * `only` limits the browsers to those subscriptions (a retry). Returns how many pushes were
 * accepted, and the subscriptions to try again (the push service failed or was busy: no answer,
 * 429 or 5xx).
 */
export async function sendPushes(
  deps: Pick<Deps, 'db' | 'config' | 'clock' | 'log'>,
  notifications: readonly Notification[],
  only: ReadonlySet<string> | null = null,
): Promise<{ sent: number; retry: string[] }> {
  const pushed = notifications.filter((n) => pushKindOf(n.type) !== null);
  if (pushed.length === 0) return { sent: 0, retry: [] };
  const userIds = pushed.map((n) => n.userId);
  const subscriptions = (await subscriptionsOf(deps.db, userIds)).filter(
    (sub) => !only || only.has(sub.id),
  );
  if (subscriptions.length === 0) return { sent: 0, retry: [] };
  const off = await kindsOffOf(deps.db, userIds);
  const languages = await languagesOf(deps.db, userIds);
  const keys = await vapidKeys(deps);

  const sends: Promise<{ id: string; outcome: Outcome }>[] = [];
  for (const notification of pushed) {
    if (off.get(notification.userId)?.has(pushKindOf(notification.type)!)) continue;
    // Worded when sent, in the recipient's language as it is now (decision 066).
    const { title, body } = notificationText(
      languageOf(languages.get(notification.userId)),
      notification,
    );
    const payload: PushPayload = {
      title,
      body,
      url: notificationTarget(notification),
      tag: notification.id,
    };
    for (const sub of subscriptions)
      if (sub.userId === notification.userId)
        sends.push(
          pushOne(deps, sub, JSON.stringify(payload), keys).then((outcome) => ({
            id: sub.id,
            outcome,
          })),
        );
  }
  const results = await Promise.all(sends);
  return {
    sent: results.filter((r) => r.outcome === 'sent').length,
    retry: results.filter((r) => r.outcome === 'again').map((r) => r.id),
  };
}

/** Sent; not to be sent (gone, or refused for good); or worth another try later. */
type Outcome = 'sent' | 'dropped' | 'again';

async function pushOne(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  sub: { id: string; endpoint: string; p256dh: string; auth: string },
  payload: string,
  keys: { publicKey: string; privateKey: string },
): Promise<Outcome> {
  try {
    // web-push encrypts and signs; the request itself goes by fetch (any scheme, a timeout).
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: deps.config.push.subject, ...keys },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await dropSubscription(deps.db, sub.id);
      return 'dropped';
    }
    if (!res.ok) {
      deps.log.warn({ status: res.status, subscriptionId: sub.id }, 'push refused');
      return res.status === 429 || res.status >= 500 ? 'again' : 'dropped';
    }
    return 'sent';
  } catch (err) {
    deps.log.error({ err, subscriptionId: sub.id }, 'push failed');
    return 'again';
  }
}
