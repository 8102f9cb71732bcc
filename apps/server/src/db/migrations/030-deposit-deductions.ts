import type { Kysely } from 'kysely';

/**
 * Move-out (decision 042): what the owner keeps of a stay's deposit, each with its reason, in
 * integer paise. The rest goes back to the tenant as a refund payment (payments.kind refund).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_deductions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bookingId', 'text', (c) =>
      c.notNull().references('rent_ledgers.bookingId').onDelete('cascade'),
    )
    .addColumn('amountPaise', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_deductions_booking_idx')
    .on('deposit_deductions')
    .column('bookingId')
    .execute();
}
