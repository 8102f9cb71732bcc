import type { FastifyInstance } from 'fastify';
import { userRoom, type Notification } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { markAllRead, markRead } from './notifications.repository';
import { toNotification } from './present-notification';

/** Marks one notification read; someone else's reads as missing, so ids tell nothing. */
export async function markNotificationRead(
  app: FastifyInstance,
  userId: string,
  id: string,
): Promise<{ notification: Notification }> {
  const row = await markRead(app.db, userId, id);
  if (!row) throw new AppError('notification.not-found');
  app.events.publish('notification.read', { notificationIds: [id], all: false }, [
    userRoom(userId),
  ]);
  return { notification: toNotification(row) };
}

/** Marks every notification of the person read (the bell's and the page's "mark all read"). */
export async function markAllNotificationsRead(
  app: FastifyInstance,
  userId: string,
): Promise<{ updated: number }> {
  const updated = await markAllRead(app.db, userId);
  if (updated > 0)
    app.events.publish('notification.read', { notificationIds: [], all: true }, [userRoom(userId)]);
  return { updated };
}
