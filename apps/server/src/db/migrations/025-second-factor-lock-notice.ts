import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * The lock of an account's second step whose owner has been mailed about it (issue "Trust",
 * item 6): set to `lockedUntil` by the one request that claims the notice, so each lockout is
 * mailed once whatever requests fail at the same moment.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  await db.schema.alterTable('two_factors').addColumn('lockNoticeFor', e.authTimestamp).execute();
}
