import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * A stay's payment status is read from its rent ledger now (decision 079): the hand-set flag
 * (unpaid, paid, refunded) that could say "paid" beside a late month goes. No index names it.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('paymentStatus').execute();
}
