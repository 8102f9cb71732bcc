import { PostgresAdapter, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BookingStatus } from '@nivaas/shared';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import type { Database } from '../../db/schema';
import type { BookingsTable } from '../../db/tables/bookings';

/** The only place in the bookings module that speaks SQL. */
export type BookingRow = Selectable<BookingsTable>;
type Db = Kysely<Database>;

/** A booking with what its readers see of the listing and of the tenant. */
export interface BookingView extends BookingRow {
  propertyTitle: string;
  propertyCity: string;
  propertySublocality: string;
  propertyErasedAt: string | null;
  tenantName: string;
  tenantFirstName: string;
  tenantLastName: string;
  tenantAvatarUrl: string | null;
}

const withParties = (db: Db) =>
  db
    .selectFrom('bookings')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .innerJoin('users', 'users.id', 'bookings.tenantId')
    .selectAll('bookings')
    .select([
      'properties.title as propertyTitle',
      'properties.city as propertyCity',
      'properties.sublocality as propertySublocality',
      'properties.erasedAt as propertyErasedAt',
      'users.name as tenantName',
      'users.firstName as tenantFirstName',
      'users.lastName as tenantLastName',
      'users.avatarUrl as tenantAvatarUrl',
    ]);

export async function insertBooking(db: Db, row: Insertable<BookingsTable>): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}

export const findBooking = (db: Db, id: string): Promise<BookingRow | undefined> =>
  db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();

export const findBookingView = (db: Db, id: string): Promise<BookingView | undefined> =>
  withParties(db).where('bookings.id', '=', id).executeTakeFirst();

/** Where a page ended: the last row's time and id. */
export type BookingKey = KeysetPosition;

export interface BookingFilter {
  /** Exactly one side: the tenant's own bookings or those of the owner's listings. */
  side: { tenantId: string } | { ownerId: string };
  propertyId?: string | undefined;
  status?: BookingStatus | undefined;
}

/** One page, newest first; `limit + 1` rows tell whether more follow. */
export function listBookings(
  db: Db,
  filter: BookingFilter,
  after: BookingKey | null,
  limit: number,
): Promise<BookingView[]> {
  let query = withParties(db);
  query =
    'tenantId' in filter.side
      ? query.where('bookings.tenantId', '=', filter.side.tenantId)
      : query.where('bookings.ownerId', '=', filter.side.ownerId);
  if (filter.propertyId) query = query.where('bookings.propertyId', '=', filter.propertyId);
  if (filter.status) query = query.where('bookings.status', '=', filter.status);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('bookings.createdAt', '<', after.createdAt),
        eb.and([eb('bookings.createdAt', '=', after.createdAt), eb('bookings.id', '<', after.id)]),
      ]),
    );
  return query
    .orderBy('bookings.createdAt', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute();
}

/** A confirmed stay of the listing sharing a day with these dates (both ends included). */
export const findConfirmedClash = (
  db: Db,
  propertyId: string,
  dates: { startDate: string; endDate: string },
  exceptId: string | null,
): Promise<Pick<BookingRow, 'id' | 'startDate' | 'endDate'> | undefined> => {
  let query = db
    .selectFrom('bookings')
    .select(['id', 'startDate', 'endDate'])
    .where('propertyId', '=', propertyId)
    .where('status', '=', 'confirmed')
    .where('startDate', '<=', dates.endDate)
    .where('endDate', '>=', dates.startDate);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.orderBy('startDate').limit(1).executeTakeFirst();
};

/**
 * Makes the caller the only one deciding on the listing's confirmed stays until its transaction
 * ends. PostgreSQL: a transaction-scoped advisory lock keyed by the listing (two confirmations
 * of one listing wait for each other; other listings do not). SQLite has one writer at a time:
 * writing first takes its write lock at once (a transaction that read first and wrote later
 * could find its snapshot stale and fail instead of waiting), and within one process Kysely
 * runs one transaction at a time on its single connection anyway.
 */
export async function lockStaysOf(db: Db, propertyId: string, bookingId: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`bookings:${propertyId}`}, 0))`.execute(
      db,
    );
    return;
  }
  await db
    .updateTable('bookings')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', bookingId)
    .execute();
}

/** Moves a booking from `from` to `to`; false when it was no longer in `from`. */
export async function changeBookingStatus(
  db: Db,
  id: string,
  from: BookingStatus[],
  changes: { status: BookingStatus; cancelledBy?: string | null; updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Tenants with a confirmed stay at the listing that has not ended by `today`. */
export async function tenantsStayingAt(
  db: Db,
  propertyId: string,
  today: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('tenantId')
    .distinct()
    .where('propertyId', '=', propertyId)
    .where('status', '=', 'confirmed')
    .where('endDate', '>=', today)
    .execute();
  return rows.map((r) => r.tenantId);
}
