import type { Deps } from '../../plugins/events/deps';
import { pushQueueOf } from './push-queue';
import '../notifications/index';

/**
 * After commit, the notifications of the pushed kinds go to their recipients' browsers, in the
 * background: the handler only queues them, so the request's answer never waits for a push.
 */
export function onNotificationsStored(deps: Pick<Deps, 'bus' | 'db' | 'config' | 'clock' | 'log'>) {
  const queue = pushQueueOf(deps);
  deps.bus.onAfterCommit('notifications.stored', ({ notifications }) => {
    queue.add(notifications);
  });
}
