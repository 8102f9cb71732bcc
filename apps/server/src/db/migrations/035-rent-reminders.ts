import type { Kysely } from 'kysely';

/**
 * Rent reminders sent (decision 054): one row per due and moment ('before', 3 days ahead; 'on-day',
 * on the due date). The primary key is the claim: of two instances, or a pass repeated after a
 * restart, one inserts the row and sends; the other finds it and sends nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rent_due_reminders')
    .addColumn('dueId', 'text', (c) => c.notNull().references('rent_dues.id').onDelete('cascade'))
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rent_due_reminders_pk', ['dueId', 'moment'])
    .execute();
}
