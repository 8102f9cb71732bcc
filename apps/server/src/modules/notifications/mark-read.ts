import { userRoom, type Notification } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { markAllRead, markRead } from './notifications.repository';
import { toNotification } from './present-notification';

/** Marks one notification read; someone else's reads as missing, so ids tell nothing. */
export async function markNotificationRead(
  deps: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  id: string,
): Promise<{ notification: Notification }> {
  const row = await markRead(deps.db, userId, id);
  if (!row) throw new AppError('notification.not-found');
  deps.realtime.publish('notification.read', { notificationIds: [id], all: false }, [
    userRoom(userId),
  ]);
  return { notification: toNotification(row) };
}

/** Marks every notification of the person read (the bell's and the page's "mark all read"). */
export async function markAllNotificationsRead(
  deps: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
): Promise<{ updated: number }> {
  const updated = await markAllRead(deps.db, userId);
  if (updated > 0)
    deps.realtime.publish('notification.read', { notificationIds: [], all: true }, [
      userRoom(userId),
    ]);
  return { updated };
}
