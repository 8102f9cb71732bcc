import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * When a person deleted their account (decision 041). The row stays, emptied and named "Former
 * member", so what others keep (a chat thread, a booking, a stay) still points at someone.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema.alterTable('users').addColumn('deletedAt', 'text').execute();
}
