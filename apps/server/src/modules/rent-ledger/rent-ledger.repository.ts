import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { RentDuesTable, RentLedgersTable } from '../../db/tables/rent-ledger';
import { releasePayable, settlePayable } from '../../db/payable-hold';

type Db = Kysely<Database>;
export type LedgerRow = Selectable<RentLedgersTable>;
export type DueRow = Selectable<RentDuesTable>;

/** bigint columns come back as text from PostgreSQL. */
export const paiseOf = (value: number | string | null | undefined): number => Number(value ?? 0);

export const findLedger = (db: Db, bookingId: string): Promise<LedgerRow | undefined> =>
  db.selectFrom('rent_ledgers').selectAll().where('bookingId', '=', bookingId).executeTakeFirst();

/** Writes a ledger and its dues once: a second write (a repeated confirmation) adds nothing. */
export async function insertLedger(
  db: Db,
  ledger: Insertable<RentLedgersTable>,
  dues: Insertable<RentDuesTable>[],
): Promise<void> {
  await db
    .insertInto('rent_ledgers')
    .values(ledger)
    .onConflict((oc) => oc.column('bookingId').doNothing())
    .execute();
  if (dues.length > 0)
    await db
      .insertInto('rent_dues')
      .values(dues)
      .onConflict((oc) => oc.columns(['bookingId', 'kind', 'periodStart']).doNothing())
      .execute();
}

export const findDue = (db: Db, id: string): Promise<DueRow | undefined> =>
  db.selectFrom('rent_dues').selectAll().where('id', '=', id).executeTakeFirst();

export const duesOfStay = (db: Db, bookingId: string): Promise<DueRow[]> =>
  db
    .selectFrom('rent_dues')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('dueDate')
    .orderBy('kind')
    .execute();

/** The unpaid rents of a listing's stays for months beginning after `after`: a raised rent. */
export async function repriceUnpaidRents(
  db: Db,
  propertyId: string,
  after: string,
  amountPaise: number,
  now: string,
): Promise<string[]> {
  const stays = await db
    .selectFrom('rent_ledgers')
    .select('bookingId')
    .where('propertyId', '=', propertyId)
    .execute();
  const ids = stays.map((s) => s.bookingId);
  if (ids.length === 0) return [];
  await db
    .updateTable('rent_dues')
    .set({ amountPaise, updatedAt: now })
    .where('bookingId', 'in', ids)
    .where('kind', '=', 'rent')
    .where('periodStart', '>', after)
    .where('paidAt', 'is', null)
    .where('openPaymentId', 'is', null)
    .execute();
  return ids;
}

export async function setDueDay(
  db: Db,
  bookingId: string,
  dueDay: number | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('rent_ledgers')
    .set({ dueDay, updatedAt: now })
    .where('bookingId', '=', bookingId)
    .execute();
}

export async function moveDueDate(db: Db, id: string, dueDate: string, now: string): Promise<void> {
  await db
    .updateTable('rent_dues')
    .set({ dueDate, updatedAt: now })
    .where('id', '=', id)
    .where('paidAt', 'is', null)
    .execute();
}

/**
 * Claims a due for one payment: only while it is unpaid and no other payment is in flight.
 * The conditional UPDATE is the lock: of two payers at once exactly one row changes.
 */
export async function claimDue(
  db: Db,
  id: string,
  paymentId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('rent_dues')
    .set({ openPaymentId: paymentId, updatedAt: now })
    .where('id', '=', id)
    .where('paidAt', 'is', null)
    .where('openPaymentId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of a due's claim (the payee disputed it, or the gateway failed it). */
export const releaseDue = (db: Db, id: string, paymentId: string, now: string) =>
  releasePayable(db, 'rent_dues', id, paymentId, now);

/** Marks a due paid by a payment (db/payable-hold.ts): false when paid or claimed by another. */
export const settleDue = (db: Db, id: string, paymentId: string, paidAt: string) =>
  settlePayable(db, 'rent_dues', id, paymentId, paidAt);

export const deductionsOf = (db: Db, bookingId: string) =>
  db
    .selectFrom('deposit_deductions')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt')
    .execute();

export async function insertDeduction(
  db: Db,
  row: { id: string; bookingId: string; amountPaise: number; reason: string; createdAt: string },
): Promise<void> {
  await db.insertInto('deposit_deductions').values(row).execute();
}

/** Locks the stay's ledger row for a move-out change (PostgreSQL; SQLite writes one at a time). */
export async function lockLedger(db: Db, bookingId: string): Promise<void> {
  await db
    .updateTable('rent_ledgers')
    .set({ updatedAt: sql`${sql.ref('updatedAt')}` })
    .where('bookingId', '=', bookingId)
    .execute();
}

export async function dropUnpaidDues(db: Db, bookingId: string): Promise<void> {
  await db
    .deleteFrom('rent_dues')
    .where('bookingId', '=', bookingId)
    .where('paidAt', 'is', null)
    .where('openPaymentId', 'is', null)
    .execute();
}

/**
 * The owner deleted their account (decision 069): nothing at their listings is owed to them any
 * more. Their stays' unpaid dues go; a payment already in flight keeps its due, as a claim the
 * tenant made. What was paid stays on the ledger.
 */
export async function dropUnpaidDuesOwedTo(db: Db, ownerId: string): Promise<void> {
  await db
    .deleteFrom('rent_dues')
    .where('ownerId', '=', ownerId)
    .where('paidAt', 'is', null)
    .where('openPaymentId', 'is', null)
    .execute();
}

/** When the stay's owner deleted their account, or null (decision 069). */
export async function ownerLeftAt(db: Db, ownerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('deletedAt')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return row?.deletedAt ?? null;
}

/**
 * Unpaid months of rent a reminder is owed for on `today`: due today ('on-day'), or due after
 * today and by `before` ('before'), whose reminder of that moment was not yet sent.
 */
export async function remindersOwed(db: Db, today: string, before: string, limit: number) {
  const owed = (moment: 'before' | 'on-day') =>
    db
      .selectFrom('rent_dues as d')
      .innerJoin('rent_ledgers as l', 'l.bookingId', 'd.bookingId')
      .innerJoin('properties as pr', 'pr.id', 'l.propertyId')
      .leftJoin('rent_due_reminders as r', (join) =>
        join.onRef('r.dueId', '=', 'd.id').on('r.moment', '=', moment),
      )
      .select([
        'd.id',
        'd.bookingId',
        'd.tenantId',
        'l.propertyId',
        'pr.title as propertyTitle',
        'd.amountPaise',
        'd.dueDate',
      ])
      .where('d.kind', '=', 'rent')
      .where('d.paidAt', 'is', null)
      .where('r.dueId', 'is', null)
      .orderBy('d.dueDate')
      .orderBy('d.id')
      .limit(limit);
  const [onDay, ahead] = await Promise.all([
    owed('on-day').where('d.dueDate', '=', today).execute(),
    owed('before').where('d.dueDate', '>', today).where('d.dueDate', '<=', before).execute(),
  ]);
  return [
    ...onDay.map((row) => ({ ...row, moment: 'on-day' as const })),
    ...ahead.map((row) => ({ ...row, moment: 'before' as const })),
  ];
}

/** Claims a reminder: true for the one caller whose row went in (the key keeps out a second). */
export async function claimReminder(
  db: Db,
  dueId: string,
  moment: 'before' | 'on-day',
  at: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('rent_due_reminders')
    .values({ dueId, moment, sentAt: at })
    .onConflict((oc) => oc.columns(['dueId', 'moment']).doNothing())
    .returning('dueId')
    .execute();
  return rows.length === 1;
}
