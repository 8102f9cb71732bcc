import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * A service booking is paid like a rent due (decision 062): the booking holds the one payment in
 * flight (`openPaymentId`, taken by a conditional UPDATE) and, once paid, the payment that paid
 * it (`paymentId`, `paidAt`). What is owed is the booking's total once completed, or the
 * cancellation fee once cancelled late. A payment of a booking names it in `serviceBookingId`.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  for (const column of ['openPaymentId', 'paymentId', 'paidAt'])
    await db.schema.alterTable('service_bookings').addColumn(column, 'text').execute();
  await db.schema.alterTable('payments').addColumn('serviceBookingId', 'text').execute();
  await db.schema
    .createIndex('payments_service_booking_idx')
    .on('payments')
    .column('serviceBookingId')
    .execute();
}
