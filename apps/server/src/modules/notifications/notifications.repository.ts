import type { Insertable, Kysely, Selectable } from 'kysely';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import type { Database } from '../../db/schema';
import type { NotificationsTable } from '../../db/tables/notifications';

/** The only place in the notifications module that speaks SQL. */
export type NotificationRow = Selectable<NotificationsTable>;
type Db = Kysely<Database>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 500;

export async function insertNotifications(
  db: Db,
  rows: readonly Insertable<NotificationsTable>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db
      .insertInto('notifications')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
}

/** Where a page ended: the last row's time and id. */
export type NotificationKey = KeysetPosition;

/** One page of the person's notifications, newest first; `limit + 1` rows tell if more follow. */
export function listNotificationsOf(
  db: Db,
  userId: string,
  after: NotificationKey | null,
  limit: number,
): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('userId', '=', userId);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', after.createdAt),
        eb.and([eb('createdAt', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the person's notifications read; undefined when they have none with that id. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .execute();
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Marks all the person's unread notifications read; returns how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('userId', '=', userId)
    .where('read', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
