import type { Kysely } from 'kysely';

const user = 'users.id';

/**
 * Payments (decision 043).
 *
 * - payments: one attempt to pay a due (or a refund of a stay's deposit), in integer paise: its
 *   method (upi, cash, gateway), its state (created, claimed, confirmed, disputed, failed), the
 *   payer's UTR, the payee's dispute reason, and the gateway's order and payment ids (the
 *   order id unique: a webhook finds its payment by it).
 * - payment_webhook_events: every gateway event handled, keyed by the gateway's event id, so a
 *   delivery repeated by the gateway (or by two instances) is handled once.
 * - upi_ids: the UPI ID (VPA) and name a person is paid at, one each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dueId', 'text')
    .addColumn('bookingId', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amountPaise', 'bigint', (c) => c.notNull())
    .addColumn('payerId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('payeeId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('reference', 'text')
    .addColumn('disputeReason', 'text')
    .addColumn('gatewayOrderId', 'text', (c) => c.unique())
    .addColumn('gatewayPaymentId', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('paidAt', 'text')
    .execute();
  await db.schema
    .createIndex('payments_booking_idx')
    .on('payments')
    .columns(['bookingId', 'createdAt'])
    .execute();
  await db.schema.createIndex('payments_due_idx').on('payments').column('dueId').execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('eventId', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('receivedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('upi_ids')
    .addColumn('userId', 'text', (c) => c.primaryKey().references(user).onDelete('cascade'))
    .addColumn('vpa', 'text', (c) => c.notNull())
    .addColumn('payeeName', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
}
