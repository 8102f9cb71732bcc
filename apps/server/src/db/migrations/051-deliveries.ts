import type { Kysely } from 'kysely';

/**
 * Deliveries (decision 072): the pushes and mails of notifications, written in the transaction
 * that stores the notification and sent after commit by whichever instance claims them first.
 *
 * - channel: 'push' or 'mail'; userId: whom it is for (deleted with their account);
 *   payload: what the sender needs (JSON).
 * - dueAt: when it may next be tried; attempts: tries so far (a failed one waits longer each time).
 * - claimedBy/claimedUntil: the instance sending it and until when; after that, anyone may.
 * - expiresAt: past it, the delivery is dropped unsent (a push a day old is no news).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dueAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('claimedBy', 'text')
    .addColumn('claimedUntil', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deliveries_due_idx').on('deliveries').column('dueAt').execute();
  await db.schema.createIndex('deliveries_user_idx').on('deliveries').column('userId').execute();
}
