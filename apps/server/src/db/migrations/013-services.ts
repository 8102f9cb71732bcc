import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Services that providers offer (spec section 3 service; issue 12).
 *
 * - services: one row per offer. `listed` (active and the provider not hidden) leads every
 *   search index, so a page is a range of one index in the order of its sort, each ending in
 *   the id for keyset paging. `availabilityDays` is a bit set (Monday = 1 … Sunday = 64), so
 *   "available on a weekday" is one AND; `slotCount` is the number of one-hour slots a day.
 *   `ratingTotal` keeps the sum of review stars so the mean never drifts by rounding.
 *   `coverKey` is the card variant of the first photo, for cards without a join.
 * - service_locations: what search filters on: one row per city and locality served, the
 *   locality `*` when the whole city is.
 * - service_images: photos in order, stored as listing photos are (three WebP variants).
 * - users gain the provider's experienceYears and languages (JSON text).
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('providerId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subcategory', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('priceType', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('providerHidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('listed', 'integer', (c) => c.notNull())
    .addColumn('availabilityDays', 'integer', (c) => c.notNull())
    .addColumn('startTime', 'text', (c) => c.notNull())
    .addColumn('endTime', 'text', (c) => c.notNull())
    .addColumn('slotCount', 'integer', (c) => c.notNull())
    .addColumn('locations', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('ratingTotal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coverKey', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['services_rating_idx', ['listed', 'rating', 'id']],
    ['services_price_idx', ['listed', 'price', 'id']],
    ['services_newest_idx', ['listed', 'createdAt', 'id']],
    ['services_category_rating_idx', ['listed', 'category', 'rating', 'id']],
    ['services_provider_idx', ['providerId', 'createdAt']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('services')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('service_locations')
    .addColumn('serviceId', 'text', (c) =>
      c.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_locations_pk', ['serviceId', 'city', 'locality'])
    .execute();
  await db.schema
    .createIndex('service_locations_place_idx')
    .on('service_locations')
    .columns(['city', 'locality', 'serviceId'])
    .execute();

  await db.schema
    .createTable('service_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('serviceId', 'text', (c) =>
      c.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('thumbnailKey', 'text', (c) => c.notNull())
    .addColumn('cardKey', 'text', (c) => c.notNull())
    .addColumn('fullKey', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_images_service_idx')
    .on('service_images')
    .columns(['serviceId', 'position'])
    .execute();

  await db.schema.alterTable('users').addColumn('experienceYears', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
