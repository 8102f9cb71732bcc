import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * A listing kept for its tenants' records (decision 069): when an owner deletes their account, a
 * listing that has stays is not deleted (its stays, their rent dues, payments, receipts and
 * agreement hang on it by `on delete cascade`) but stripped and marked `erasedAt`. Such a row is
 * closed, has no photos or description, and is never shown or changed again; only the stays'
 * papers read its title and address.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema.alterTable('properties').addColumn('erasedAt', 'text').execute();
}
