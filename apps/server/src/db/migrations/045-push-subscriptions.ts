import type { Kysely } from 'kysely';

/**
 * Web push (issue 28, section 4; decision 063).
 *
 * - push_subscriptions: one row per browser (its push service `endpoint`, unique) and the person
 *   it now belongs to, with the keys its payloads are encrypted to (RFC 8291).
 * - push_settings: per person, the kinds of notification they turned off for push (JSON array);
 *   no row means every kind is on.
 * - push_keys: the VAPID key pair made at first start when the environment gives none; the one
 *   row every instance reads (the first instance to insert it wins).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('userId')
    .execute();
  await db.schema
    .createTable('push_settings')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('off', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publicKey', 'text', (c) => c.notNull())
    .addColumn('privateKey', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
}
