import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * A copy of a person's data they asked for (decision 041): made in the background, kept in the
 * database (never a public file) with the unguessable token of its link, and removed once its
 * link expires. Gone with the person's row.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('content', 'text')
    .addColumn('requestedAt', 'text', (c) => c.notNull())
    .addColumn('readyAt', 'text')
    .addColumn('expiresAt', 'text')
    .execute();
  await db.schema
    .createIndex('data_exports_user')
    .on('data_exports')
    .columns(['userId', 'requestedAt'])
    .execute();
}
