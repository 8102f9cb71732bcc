import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import './store-notifications';

/** After commit: each recipient's open tabs hear of theirs (their mail is in the outbox). */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  deps.bus.onAfterCommit('notifications.stored', ({ notifications }) => {
    for (const notification of notifications)
      deps.realtime.publish('notification.created', { notification }, [
        userRoom(notification.userId),
      ]);
  });
}
