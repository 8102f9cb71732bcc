import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * A service's visiting charge in paise (0: none), added to the upfront total of a booking
 * (serviceBookingTotalPaise; decision 062).
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('visitingChargePaise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
