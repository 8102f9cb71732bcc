import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { sendNotificationMails } from './notification-mail';
import './store-notifications';

/** After commit: each recipient's open tabs hear of theirs, and mail goes out when asked for. */
export function publishAfterCommit(
  deps: Pick<Deps, 'bus' | 'realtime' | 'db' | 'mailer' | 'config' | 'log'>,
): void {
  deps.bus.onAfterCommit('notifications.stored', async ({ notifications, mail }) => {
    for (const notification of notifications)
      deps.realtime.publish('notification.created', { notification }, [
        userRoom(notification.userId),
      ]);
    if (mail) await sendNotificationMails(deps, notifications, mail);
  });
}
