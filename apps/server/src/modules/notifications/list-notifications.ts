import type { NotificationList } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { countUnread, listNotificationsOf } from './notifications.repository';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { toNotification } from './present-notification';

/** The person's notifications, newest first, one page at a time, with the unread count of all. */
export async function listNotifications(
  deps: Pick<Deps, 'db'>,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<NotificationList> {
  const after = decodeCursor(query.cursor);
  const [rows, unreadCount] = await Promise.all([
    listNotificationsOf(deps.db, userId, after, query.limit + 1),
    countUnread(deps.db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map(toNotification),
    unreadCount,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
