import type { Kysely } from 'kysely';

/**
 * A person's tax ids, one row each: an owner's PAN (printed on rent receipts: a tenant's HRA
 * claim needs it once a year's rent passes ₹1,00,000) and a provider's GSTIN (printed on
 * service invoices). Both are checked by their shape only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_ids')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pan', 'text')
    .addColumn('gstin', 'text')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
}
