import type { Kysely } from 'kysely';
import type { Notification } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { Emit } from '../../plugins/events/app-events';
import { newId } from '../../lib/ids';
import type { NewNotification } from './new-notification';
import { insertNotifications } from './notifications.repository';
import type { MailLink } from './notification-mail';

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** Notifications committed with a change: announced to their recipients after commit. */
    'notifications.stored': {
      notifications: Notification[];
      /** Mail each recipient too, with a link to where they act on it. */
      mail: MailLink | null;
    };
  }
}

/**
 * Stores notifications inside an event's transaction (an in-transaction subscriber), so they
 * exist exactly when the change does; their bell, realtime and mail go out after commit.
 */
export async function storeNotifications(
  ctx: { trx: Kysely<Database>; emit: Emit },
  rows: readonly NewNotification[],
  at: string,
  mail: MailLink | null = null,
): Promise<Notification[]> {
  if (rows.length === 0) return [];
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
    createdAt: at,
  }));
  await insertNotifications(
    ctx.trx,
    created.map((n) => ({ ...n, data: JSON.stringify(n.data), read: 0 })),
  );
  ctx.emit('notifications.stored', { notifications: created, mail });
  return created;
}
