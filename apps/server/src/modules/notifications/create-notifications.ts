import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { userRoom, type Notification, type NotificationType } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertNotifications } from './notifications.repository';

/** What a use case says about one notification; id, time and read state are filled in here. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  propertyId?: string | null;
  senderId?: string | null;
  messageId?: string | null;
  /** English, for mail and logs; the web app words it from `type` and `data`. */
  title: string;
  message: string;
  data?: Notification['data'];
}

/**
 * Stores notifications in one batch. Inside a transaction (`trx`), nothing is announced: the
 * caller publishes the returned list with `publishNotifications` once the transaction has
 * committed. Without one they are stored and announced at once.
 */
export async function createNotifications(
  app: FastifyInstance,
  trx: Kysely<Database> | undefined,
  rows: readonly NewNotification[],
): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const createdAt = nowIso();
  const created: Notification[] = rows.map((row) => ({
    id: newId(),
    userId: row.userId,
    propertyId: row.propertyId ?? null,
    senderId: row.senderId ?? null,
    messageId: row.messageId ?? null,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data ?? {},
    read: false,
    createdAt,
  }));
  await insertNotifications(
    trx ?? app.db,
    created.map((n) => ({ ...n, data: JSON.stringify(n.data), read: 0 })),
  );
  if (!trx) publishNotifications(app, created);
  return created;
}

/** Tells each recipient's open tabs; call only after the notifications are committed. */
export function publishNotifications(
  app: FastifyInstance,
  notifications: readonly Notification[],
): void {
  for (const notification of notifications)
    app.events.publish('notification.created', { notification }, [userRoom(notification.userId)]);
}
