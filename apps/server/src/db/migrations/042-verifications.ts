import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Verified owners and providers (decision 058): the documents people send to prove they own or
 * may let a listing, or who they are as a provider, and an admin's decision on each. A listing
 * keeps when its owner was verified (`ownerVerifiedAt`), so search filters on one column.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('verification_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'listing' (subjectId: the listing) or 'provider' (subjectId: the provider's user id).
    .addColumn('subjectType', 'text', (c) => c.notNull())
    .addColumn('subjectId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('storageKey', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('fileType', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('reviewedBy', 'text')
    .addColumn('reviewedAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_documents_subject')
    .on('verification_documents')
    .columns(['subjectType', 'subjectId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('verification_documents_queue')
    .on('verification_documents')
    .columns(['status', 'createdAt'])
    .execute();
  await db.schema.alterTable('properties').addColumn('ownerVerifiedAt', 'text').execute();
}
