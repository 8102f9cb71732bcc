import type { Kysely } from 'kysely';
import {
  addDaysToDate,
  DUE_SOON_DAYS,
  type DueState,
  type LedgerSide,
  type Payment,
} from '@nivaas/shared';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A page of dues, chosen by one index range before anything is joined to it. */
type DuePage = ReturnType<typeof duesWhere>;
const duesWhere = (db: Db) => db.selectFrom('rent_dues').selectAll();

/**
 * The dashboards' read model: a page of dues (picked first, from the partial indexes on unpaid
 * and paid dues by side and date) with the listing's title, both sides' names and the payment in
 * flight or the one that paid (the payments table is read here, never written: one statement is
 * the point).
 */
const dueViews = (db: Db, page: DuePage) =>
  db
    .selectFrom(page.as('d'))
    .innerJoin('rent_ledgers as l', 'l.bookingId', 'd.bookingId')
    .innerJoin('properties as pr', 'pr.id', 'l.propertyId')
    .innerJoin('users as t', 't.id', 'd.tenantId')
    .innerJoin('users as o', 'o.id', 'd.ownerId')
    .leftJoin('payments as p', (join) =>
      join.on((eb) =>
        eb('p.id', '=', eb.fn.coalesce(eb.ref('d.openPaymentId'), eb.ref('d.paymentId'))),
      ),
    )
    .select([
      'd.id',
      'd.bookingId',
      'l.propertyId',
      'pr.title as propertyTitle',
      'd.tenantId',
      't.name as tenantName',
      'd.ownerId',
      'o.name as ownerName',
      'd.kind',
      'd.periodStart',
      'd.dueDate',
      'd.amountPaise',
      'd.paidAt',
      'p.id as paymentId',
      'p.dueId as paymentDueId',
      'p.bookingId as paymentBookingId',
      'p.kind as paymentKind',
      'p.method as paymentMethod',
      'p.status as paymentStatus',
      'p.amountPaise as paymentAmountPaise',
      'p.payerId as paymentPayerId',
      'p.payeeId as paymentPayeeId',
      'p.reference as paymentReference',
      'p.disputeReason as paymentDisputeReason',
      'p.createdAt as paymentCreatedAt',
      'p.paidAt as paymentPaidAt',
    ]);

export type DueView = Awaited<ReturnType<ReturnType<typeof dueViews>['execute']>>[number];

export const dueViewsOfStay = (db: Db, bookingId: string): Promise<DueView[]> =>
  dueViews(db, duesWhere(db).where('bookingId', '=', bookingId))
    .orderBy('d.dueDate')
    .orderBy('d.kind')
    .execute();

/** How far back "now" shows what was paid. */
const RECENTLY_PAID_DAYS = 30;

/**
 * One side's dues in a state on `today`: unpaid ones oldest first (late, then due, then
 * upcoming), paid ones newest first. Without a state ("now"): what is late or due within 30
 * days, then what was due in the last 30 days and is paid. Each is one range of a partial index.
 */
export async function listDueViews(
  db: Db,
  side: LedgerSide,
  userId: string,
  today: string,
  state: DueState | undefined,
  limit: number,
): Promise<DueView[]> {
  const soon = addDaysToDate(today, DUE_SOON_DAYS);
  const mine = duesWhere(db).where(side === 'owner' ? 'ownerId' : 'tenantId', '=', userId);
  const open = mine.where('paidAt', 'is', null);
  const paid = mine.where('paidAt', 'is not', null);
  const oldestFirst = (page: DuePage) =>
    dueViews(db, page.orderBy('dueDate').orderBy('id').limit(limit))
      .orderBy('d.dueDate')
      .orderBy('d.id')
      .execute();
  const newestFirst = (page: DuePage) =>
    dueViews(db, page.orderBy('dueDate', 'desc').orderBy('id', 'desc').limit(limit))
      .orderBy('d.dueDate', 'desc')
      .orderBy('d.id', 'desc')
      .execute();
  switch (state) {
    case 'late':
      return oldestFirst(open.where('dueDate', '<', today));
    case 'due':
      return oldestFirst(open.where('dueDate', '>=', today).where('dueDate', '<=', soon));
    case 'upcoming':
      return oldestFirst(open.where('dueDate', '>', soon));
    case 'paid':
      return newestFirst(paid);
    default: {
      const [unpaid, recent] = await Promise.all([
        oldestFirst(open.where('dueDate', '<=', soon)),
        newestFirst(
          paid
            .where('dueDate', '>=', addDaysToDate(today, -RECENTLY_PAID_DAYS))
            .where('dueDate', '<=', soon),
        ),
      ]);
      return [...unpaid, ...recent].slice(0, limit);
    }
  }
}

/**
 * The deposit refunds of a stay: paid back (confirmed), and online ones waiting for the gateway
 * (created) or that it failed (failed), so both sides read each one's state (decision 080).
 */
export async function refundsOfStay(db: Db, bookingId: string): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('kind', '=', 'refund')
    .where('status', 'in', ['confirmed', 'created', 'failed'])
    .orderBy('createdAt')
    .execute();
  return rows.map((p) => ({
    id: p.id,
    dueId: p.dueId,
    bookingId: p.bookingId,
    kind: p.kind as Payment['kind'],
    method: p.method as Payment['method'],
    status: p.status as Payment['status'],
    amountPaise: Number(p.amountPaise),
    payerId: p.payerId,
    payeeId: p.payeeId,
    reference: p.reference,
    disputeReason: p.disputeReason,
    createdAt: p.createdAt,
    paidAt: p.paidAt,
  }));
}

/**
 * What an owner was paid in rent between two instants (months paid and confirmed, by when they
 * were paid): one range of the paid dues' index by owner.
 */
export async function rentPaidToOwner(
  db: Db,
  ownerId: string,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('rent_dues')
    .select((eb) => eb.fn.sum<number | string | null>('amountPaise').as('total'))
    .where('ownerId', '=', ownerId)
    .where('kind', '=', 'rent')
    .where('paidAt', '>=', from)
    .where('paidAt', '<', to)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
