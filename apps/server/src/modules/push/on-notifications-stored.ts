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
  deps.bus.onInTransaction('notifications.stored', async ({ notifications }, { trx }) => {
    const pushed = notifications.filter((n) => pushKindOf(n.type) !== null);
    if (pushed.length === 0) return;
    const subscribed = new Set(
      (
        await subscriptionsOf(
          trx,
          pushed.map((n) => n.userId),
        )
      ).map((s) => s.userId),
    );
    await queueDeliveries(
      trx,
      pushed
        .filter((n) => subscribed.has(n.userId))
        .map((notification) => ({
          channel: 'push' as const,
          userId: notification.userId,
          payload: { notification } satisfies PushDelivery,
          ttlMs: TTL_SECONDS * 1000,
        })),
      deps.clock.now(),
    );
  });
  deps.bus.onAfterCommit('notifications.stored', () => worker.kick());
}
