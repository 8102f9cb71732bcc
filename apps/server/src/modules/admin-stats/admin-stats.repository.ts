import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Engine } from '../../db/dialect';

/** Counting, never loading rows: every figure of the dashboard is one SQL aggregate. */
type Db = Kysely<Database>;

export interface Windows {
  today: string;
  d7: string;
  d30: string;
}

/** Tables whose rows are counted by when they were made. */
export type CountedTable =
  | 'users'
  | 'properties'
  | 'services'
  | 'roommate_profiles'
  | 'applications'
  | 'bookings'
  | 'conversation_messages'
  | 'reports';

/** When a row of each table was made (an application is made when it is submitted). */
const MADE_AT: Record<CountedTable, string> = {
  users: 'createdAt',
  properties: 'createdAt',
  services: 'createdAt',
  roommate_profiles: 'createdAt',
  applications: 'submittedAt',
  bookings: 'createdAt',
  conversation_messages: 'createdAt',
  reports: 'createdAt',
};
const madeAt = (table: CountedTable) => sql.ref(MADE_AT[table]);

/**
 * A UTC day of when a row was made as YYYY-MM-DD. Our own tables keep ISO text; Better Auth's users table
 * keeps a timestamptz on PostgreSQL.
 */
const dayOf = (engine: Engine, table: CountedTable): RawBuilder<string> =>
  engine === 'postgres' && table === 'users'
    ? sql<string>`to_char(${madeAt(table)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${madeAt(table)}, 1, 10)`;

/** How many rows were made today, in the last 7 days and in the last 30. */
export async function countWindows(db: Db, table: CountedTable, w: Windows) {
  const since = (from: string) =>
    sql<number>`coalesce(sum(case when ${madeAt(table)} >= ${from} then 1 else 0 end), 0)`;
  const row = await db
    .selectFrom(table)
    .select([since(w.today).as('today'), since(w.d7).as('d7'), since(w.d30).as('d30')])
    .where(sql<boolean>`${madeAt(table)} >= ${w.d30}`)
    .executeTakeFirstOrThrow();
  return { today: Number(row.today), d7: Number(row.d7), d30: Number(row.d30) };
}

/** Rows made per UTC day since `from`. */
export async function countByDay(
  db: Db,
  engine: Engine,
  table: CountedTable,
  from: string,
): Promise<Map<string, number>> {
  const day = dayOf(engine, table);
  const rows = await db
    .selectFrom(table)
    .select([day.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(sql<boolean>`${madeAt(table)} >= ${from}`)
    .groupBy(day)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

export async function usersByRole(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['userType', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('userType')
    .execute();
  return new Map(rows.map((r) => [r.userType, Number(r.n)]));
}

/** Listings now: open (shown, available or vacant), closed (shown, not open), hidden. */
export async function listingStates(db: Db) {
  const hidden = sql`("hiddenByAdminAt" is not null or "ownerSuspended" = ${sql.lit(true)})`;
  const row = await db
    .selectFrom('properties')
    .select([
      sql<number>`coalesce(sum(case when ${hidden} then 1 else 0 end), 0)`.as('hidden'),
      sql<number>`coalesce(sum(case when not ${hidden} and "status" in ('available', 'vacant') then 1 else 0 end), 0)`.as(
        'open',
      ),
      sql<number>`coalesce(sum(case when not ${hidden} and "status" not in ('available', 'vacant') then 1 else 0 end), 0)`.as(
        'closed',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), closed: Number(row.closed), hidden: Number(row.hidden) };
}

export async function pendingReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', ['open', 'assigned'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
