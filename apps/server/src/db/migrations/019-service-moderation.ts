import type { Kysely } from 'kysely';

/**
 * An admin may hide a service from everyone but its provider and admins, with a reason, as
 * listings are (015-reports-and-moderation). `listed` stays what search reads: it is 0 while
 * the service is hidden so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('services').addColumn('hiddenByAdminAt', 'text').execute();
  await db.schema.alterTable('services').addColumn('hiddenReason', 'text').execute();
  await db.schema.alterTable('services').addColumn('hiddenBy', 'text').execute();
}
