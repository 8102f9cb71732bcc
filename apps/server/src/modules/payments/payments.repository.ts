import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentsTable } from '../../db/tables/payments';

/** The only place in the payments module that speaks SQL. */
type Db = Kysely<Database>;
export type PaymentRow = Selectable<PaymentsTable>;

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export const findPayment = (db: Db, id: string): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

export const findPaymentByOrder = (db: Db, orderId: string): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').selectAll().where('gatewayOrderId', '=', orderId).executeTakeFirst();

/**
 * Moves a payment on from one of the states it may leave; false when another request moved it
 * first (the conditional UPDATE decides between two at once).
 */
export async function movePayment(
  db: Db,
  id: string,
  from: readonly string[],
  change: Partial<
    Pick<
      PaymentRow,
      'status' | 'disputeReason' | 'paidAt' | 'gatewayPaymentId' | 'reference' | 'updatedAt'
    >
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(change)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The online refund a gateway's refund webhook speaks of: by the receipt we asked it with (our
 * refund payment's id), or by the gateway's refund id we noted as its reference (decision 080).
 */
export const findGatewayRefund = (db: Db, receipt: string | null, refundId: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('kind', '=', 'refund')
    .where('method', '=', 'gateway')
    .where((eb) =>
      receipt
        ? eb.or([eb('id', '=', receipt), eb('reference', '=', refundId)])
        : eb('reference', '=', refundId),
    )
    .executeTakeFirst();

/** Notes the gateway's id of a refund it accepted, as the refund's reference. */
export async function noteGatewayRefund(db: Db, id: string, refundId: string, now: string) {
  await db
    .updateTable('payments')
    .set({ reference: refundId, updatedAt: now })
    .where('id', '=', id)
    .where('reference', 'is', null)
    .execute();
}

/** True when a gateway event was handled before (its id is noted once its work is done). */
export const webhookEventSeen = async (db: Db, eventId: string): Promise<boolean> =>
  (await db
    .selectFrom('payment_webhook_events')
    .select('eventId')
    .where('eventId', '=', eventId)
    .executeTakeFirst()) !== undefined;

/** Notes a gateway event as handled; false when it was handled before (a repeated delivery). */
export async function recordWebhookEvent(
  db: Db,
  eventId: string,
  event: string,
  receivedAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('payment_webhook_events')
    .values({ eventId, event, receivedAt })
    .onConflict((oc) => oc.column('eventId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findUpiId = (db: Db, userId: string) =>
  db.selectFrom('upi_ids').selectAll().where('userId', '=', userId).executeTakeFirst();

export async function saveUpiId(
  db: Db,
  row: { userId: string; vpa: string; payeeName: string; updatedAt: string },
): Promise<void> {
  await db
    .insertInto('upi_ids')
    .values(row)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        vpa: row.vpa,
        payeeName: row.payeeName,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

/** Online orders still open that were opened before `openedBefore`: the ones whose window lapsed. */
export const findLapsedOrders = (db: Db, openedBefore: string, limit: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'created')
    .where('method', '=', 'gateway')
    .where('createdAt', '<', openedBefore)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
