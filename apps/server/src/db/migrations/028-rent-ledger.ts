import { sql, type Kysely } from 'kysely';

const user = 'users.id';
const booking = 'bookings.id';

/**
 * The rent ledger (decision 042): a confirmed stay's dues, written once when the stay is
 * confirmed, so an owner's or a tenant's dues are one indexed range read.
 *
 * - rent_ledgers: one per confirmed stay, keyed by it: its two sides and the owner's due day.
 * - rent_dues: the deposit and one rent per calendar month begun, in integer paise (bigint).
 *   `paidAt`/`paymentId` mark the payment that settled it; `openPaymentId` the one payment a
 *   due may have in flight (claimed with a conditional UPDATE, so two payers at once get one).
 *   Unique (bookingId, kind, periodStart): writing a stay's dues twice writes them once.
 *   (ownerId | tenantId, dueDate, id), partial on unpaid and on paid, serve the dashboards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rent_ledgers')
    .addColumn('bookingId', 'text', (c) => c.primaryKey().references(booking).onDelete('cascade'))
    .addColumn('propertyId', 'text', (c) => c.notNull())
    .addColumn('tenantId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('ownerId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('startDate', 'text', (c) => c.notNull())
    .addColumn('endDate', 'text', (c) => c.notNull())
    .addColumn('dueDay', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rent_ledgers_property_idx')
    .on('rent_ledgers')
    .column('propertyId')
    .execute();

  await db.schema
    .createTable('rent_dues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bookingId', 'text', (c) =>
      c.notNull().references('rent_ledgers.bookingId').onDelete('cascade'),
    )
    .addColumn('tenantId', 'text', (c) => c.notNull())
    .addColumn('ownerId', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('periodStart', 'text', (c) => c.notNull())
    .addColumn('dueDate', 'text', (c) => c.notNull())
    .addColumn('amountPaise', 'bigint', (c) => c.notNull())
    .addColumn('openPaymentId', 'text')
    .addColumn('paymentId', 'text')
    .addColumn('paidAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rent_dues_once_idx')
    .on('rent_dues')
    .columns(['bookingId', 'kind', 'periodStart'])
    .unique()
    .execute();
  // Each side's dues by date, in two partial indexes: the unpaid (late, due, upcoming: a page
  // starts at the oldest unpaid without stepping over the paid ones) and the paid.
  for (const side of ['owner', 'tenant'] as const)
    for (const [name, paid] of [
      ['open', false],
      ['paid', true],
    ] as const)
      await db.schema
        .createIndex(`rent_dues_${side}_${name}_idx`)
        .on('rent_dues')
        .columns([`${side}Id`, 'dueDate', 'id'])
        .where(sql.ref('paidAt'), paid ? 'is not' : 'is', null)
        .execute();
}
