import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DataExportsTable } from '../../db/tables/my-data';

/** The copies of people's data (026-data-exports): the only SQL on `data_exports`. */
type Db = Kysely<Database>;
export type DataExportRow = Selectable<DataExportsTable>;

export const latestExportOf = (db: Db, userId: string) =>
  db
    .selectFrom('data_exports')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('requestedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The caller's own copy behind a link: someone else's token reads as missing. */
export const findOwnExport = (db: Db, userId: string, token: string) =>
  db
    .selectFrom('data_exports')
    .selectAll()
    .where('userId', '=', userId)
    .where('token', '=', token)
    .executeTakeFirst();

export async function countExportsSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('data_exports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('requestedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertExport = (db: Db, row: DataExportRow) =>
  db.insertInto('data_exports').values(row).execute();

export const markExportReady = (
  db: Db,
  id: string,
  content: string,
  readyAt: string,
  expiresAt: string,
) =>
  db
    .updateTable('data_exports')
    .set({ status: 'ready', content, readyAt, expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .execute();

export const markExportFailed = (db: Db, id: string) =>
  db
    .updateTable('data_exports')
    .set({ status: 'failed', content: null })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .execute();

/** Copies past their link's expiry go, content and all; so do copies that never finished. */
export async function deleteExpiredExports(
  db: Db,
  at: { now: string; staleBefore: string; dayAgo: string },
) {
  const expired = await db
    .deleteFrom('data_exports')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<=', at.now),
        eb.and([eb('status', '=', 'failed'), eb('requestedAt', '<', at.dayAgo)]),
      ]),
    )
    .executeTakeFirst();
  const failed = await db
    .updateTable('data_exports')
    .set({ status: 'failed', content: null })
    .where('status', '=', 'preparing')
    .where('requestedAt', '<', at.staleBefore)
    .executeTakeFirst();
  return { removed: Number(expired.numDeletedRows), failed: Number(failed.numUpdatedRows) };
}
