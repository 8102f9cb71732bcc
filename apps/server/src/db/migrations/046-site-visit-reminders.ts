import type { Kysely } from 'kysely';

/**
 * Reminders before a confirmed site visit (decision 063): one row per visit, person and moment
 * ('evening', the evening before; 'soon', 2 hours before). The primary key is the claim: of two
 * instances, or a pass repeated after a restart, one inserts the row and sends; the other finds
 * it and sends nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_visit_reminders')
    .addColumn('visitId', 'text', (c) =>
      c.notNull().references('site_visits.id').onDelete('cascade'),
    )
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_visit_reminders_pk', ['visitId', 'userId', 'moment'])
    .execute();
}
