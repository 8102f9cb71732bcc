import { sql, type Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Service bookings (issue 12, "Booking").
 *
 * - service_bookings: one time slot of a provider asked for by a customer. Nobody is
 *   double-booked: a partial unique index on (providerId, date, timeSlot) over the statuses that
 *   hold a slot (pending, confirmed) lets exactly one of any number of concurrent requests in,
 *   on both engines, with no check-then-insert. A declined or cancelled booking frees the slot.
 * - service_booking_events: every status a booking took, who set it and when.
 * - service_reviews: at most one per booking (its primary key is the booking), 1–5 stars.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('service_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('serviceId', 'text', (c) =>
      c.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('providerId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('propertyId', 'text', (c) => c.references('properties.id').onDelete('set null'))
    .addColumn('ownerId', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('timeSlot', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_bookings_slot_idx')
    .on('service_bookings')
    .columns(['providerId', 'date', 'timeSlot'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('pending', 'confirmed')`)
    .execute();
  // Lists by side, newest first (keyset on createdAt, id), and the provider's dashboard days.
  for (const [name, columns] of [
    ['service_bookings_provider_idx', ['providerId', 'createdAt', 'id']],
    ['service_bookings_user_idx', ['userId', 'createdAt', 'id']],
    ['service_bookings_provider_date_idx', ['providerId', 'date', 'timeSlot']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('service_bookings')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('service_booking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bookingId', 'text', (c) =>
      c.notNull().references('service_bookings.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('byUserId', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('service_booking_events_booking_idx')
    .on('service_booking_events')
    .columns(['bookingId', 'at'])
    .execute();

  await db.schema
    .createTable('service_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bookingId', 'text', (c) =>
      c.notNull().unique().references('service_bookings.id').onDelete('cascade'),
    )
    .addColumn('serviceId', 'text', (c) =>
      c.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_reviews_service_idx')
    .on('service_reviews')
    .columns(['serviceId', 'createdAt'])
    .execute();
}
