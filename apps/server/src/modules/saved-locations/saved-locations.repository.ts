import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { SavedLocationsTable } from '../../db/tables/saved-locations';

/** The only place in the saved-locations module that speaks SQL. */
export type SavedLocationRow = Selectable<SavedLocationsTable>;
export type SavedLocationColumns = Updateable<SavedLocationsTable>;
type Db = Kysely<Database>;

/** A person's places in the order they saved them (id breaks ties so the order is stable). */
export const listSavedLocations = (db: Db, userId: string): Promise<SavedLocationRow[]> =>
  db
    .selectFrom('saved_locations')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** One of the person's own places; someone else's reads as missing. */
export const findSavedLocation = (
  db: Db,
  userId: string,
  id: string,
): Promise<SavedLocationRow | undefined> =>
  db
    .selectFrom('saved_locations')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();

export async function countSavedLocations(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_locations')
    .select(sql<string | number>`count(*)`.as('count'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Makes the caller the only one adding to the person's places until its transaction ends, so two
 * tabs saving at once are counted one after the other. PostgreSQL: a transaction-scoped advisory
 * lock keyed by the person. SQLite has one writer at a time: a write statement first (one that
 * changes nothing) takes its write lock at once. False when the person no longer exists.
 */
export async function lockSavedLocationsOf(db: Db, userId: string): Promise<boolean> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtextextended(${`saved-locations:${userId}`}, 0))`.execute(
      db,
    );
  else
    await db
      .updateTable('saved_locations')
      .set({ userId: sql.ref('userId') })
      .where('userId', '=', userId)
      .execute();
  const person = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return person !== undefined;
}

export async function insertSavedLocation(
  db: Db,
  row: Insertable<SavedLocationsTable>,
): Promise<void> {
  await db.insertInto('saved_locations').values(row).execute();
}

/** Changes the person's own place; false when it is gone (or never was theirs). */
export async function updateSavedLocation(
  db: Db,
  userId: string,
  id: string,
  columns: SavedLocationColumns,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_locations')
    .set(columns)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedLocation(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_locations')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
