import { pushKindOf, type Notification } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { deliveryWorkerOf, queueDeliveries } from '../../plugins/deliveries/deliveries';
import { sendPushes, TTL_SECONDS } from './send-pushes';
import { subscriptionsOf } from './push.repository';
import '../notifications/index';

/** A push waiting in the outbox: the notification, and the browsers left when it is a retry. */
interface PushDelivery {
  notification: Notification;
  only?: string[];
}

/**
 * The pushes of stored notifications (decision 072): written to the outbox in the
 * notification's own transaction, for a recipient with a browser subscribed, and sent after
 * commit in the background, so the request's answer never waits for a push and a push is not
 * lost when the instance stops. A browser whose push service failed or was busy is tried again.
 */
export function onNotificationsStored(deps: Pick<Deps, 'bus' | 'db' | 'config' | 'clock' | 'log'>) {
  const worker = deliveryWorkerOf(deps);
  worker.handle('push', async (payload) => {
    const { notification, only } = payload as PushDelivery;
    const { retry } = await sendPushes(deps, [notification], only ? new Set(only) : null);
    return retry.length > 0 ? { retry: { notification, only: retry } } : undefined;
  });
  // The stored events that queued a push: only these wake the sender after commit. Most
  // notifications (every chat message's) are for someone with no browser subscribed, and a pass
  // for nothing was the costliest statement of a message's send.
  const queued = new WeakSet<object>();
  deps.bus.onInTransaction('notifications.stored', async (event, { trx }) => {
    const pushed = event.notifications.filter((n) => pushKindOf(n.type) !== null);
    if (pushed.length === 0) return;
    const subscribed = new Set(
      (
        await subscriptionsOf(
          trx,
          pushed.map((n) => n.userId),
        )
      ).map((s) => s.userId),
    );
    const deliveries = pushed
      .filter((n) => subscribed.has(n.userId))
      .map((notification) => ({
        channel: 'push' as const,
        userId: notification.userId,
        payload: { notification } satisfies PushDelivery,
        ttlMs: TTL_SECONDS * 1000,
      }));
    if (deliveries.length === 0) return;
    await queueDeliveries(trx, deliveries, deps.clock.now());
    queued.add(event);
  });
  deps.bus.onAfterCommit('notifications.stored', (event) => {
    if (queued.has(event)) worker.kick();
  });
}
