import { sql, type Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * A service booking's address (a saved place's name, city and locality, or a typed line with
 * its locality and PIN code; null on bookings made before it was asked) and its upfront total in
 * paise, as serviceBookingTotalPaise gave it when booked. Earlier bookings had no visiting charge
 * and one-hour slots, so their total is their price in paise.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  for (const column of [
    'addressLabel',
    'addressLine',
    'addressLocality',
    'addressCity',
    'addressPinCode',
  ])
    await db.schema.alterTable('service_bookings').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('service_bookings')
    .addColumn('totalPaise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE service_bookings SET "totalPaise" = CAST(ROUND(price * 100) AS BIGINT)`.execute(
    db,
  );
}
