import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Each provider's cancellation policy (free until `freeHours` before the slot, then
 * `feePercent` of the booking's total; decision 057), copied onto a booking when it is made so a
 * later change does not alter what the customer agreed to, and the fee charged when the
 * customer cancelled (paise; null while not cancelled).
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('service_cancellation_policies')
    .addColumn('providerId', 'text', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('freeHours', 'integer', (c) => c.notNull())
    .addColumn('feePercent', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('service_bookings').addColumn('cancelFreeHours', 'integer').execute();
  await db.schema.alterTable('service_bookings').addColumn('cancelFeePercent', 'integer').execute();
  await db.schema
    .alterTable('service_bookings')
    .addColumn('cancellationFeePaise', 'bigint')
    .execute();
}
