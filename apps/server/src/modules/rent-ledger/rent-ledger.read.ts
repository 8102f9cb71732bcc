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

/**
 * The dashboards' read model: dues with the listing's title, both sides' names and the payment
 * in flight or the one that paid (the payments table is read here, never written: one
 * statement is the point). Served by the (ownerId, dueDate) and (tenantId, dueDate) indexes.
 */
const dueViews = (db: Db) =>
  db
    .selectFrom('rent_dues as d')
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
  dueViews(db)
    .where('d.bookingId', '=', bookingId)
    .orderBy('d.dueDate')
    .orderBy('d.kind')
    .execute();

export const dueView = (db: Db, id: string): Promise<DueView | undefined> =>
  dueViews(db).where('d.id', '=', id).executeTakeFirst();

/**
 * One side's dues in a state on `today`, oldest due date first (late, then due, then upcoming);
 * paid ones newest first. Without a state: everything unpaid up to 30 days ahead, then paid.
 */
export function listDueViews(
  db: Db,
  side: LedgerSide,
  userId: string,
  today: string,
  state: DueState | undefined,
  limit: number,
): Promise<DueView[]> {
  const soon = addDaysToDate(today, DUE_SOON_DAYS);
  let query = dueViews(db).where(side === 'owner' ? 'd.ownerId' : 'd.tenantId', '=', userId);
  switch (state) {
    case 'paid':
      return query
        .where('d.paidAt', 'is not', null)
        .orderBy('d.dueDate', 'desc')
        .limit(limit)
        .execute();
    case 'late':
      query = query.where('d.paidAt', 'is', null).where('d.dueDate', '<', today);
      break;
    case 'due':
      query = query
        .where('d.paidAt', 'is', null)
        .where('d.dueDate', '>=', today)
        .where('d.dueDate', '<=', soon);
      break;
    case 'upcoming':
      query = query.where('d.paidAt', 'is', null).where('d.dueDate', '>', soon);
      break;
    default:
      query = query.where('d.dueDate', '<=', soon);
  }
  return query.orderBy('d.dueDate').orderBy('d.id').limit(limit).execute();
}

/** The deposit refunds paid back to the stay's tenant (confirmed refund payments). */
export async function refundsOfStay(db: Db, bookingId: string): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('kind', '=', 'refund')
    .where('status', '=', 'confirmed')
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
