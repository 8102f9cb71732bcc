import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Saved property searches and the listings they were alerted of (decision 055). A new listing
 * finds the searches it may match through `saved_searches_match` (city, locality, listing kind,
 * property type, '' for "any"; then the budget's ceiling as a range), never by reading them all; the rest of a search's filters are judged in
 * code. One alert per search and listing, whatever happens to the listing after.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('alertMode', 'text', (c) => c.notNull())
    // The filters the index does not decide (JSON of the schema's output; '' for none).
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('listingType', 'text', (c) => c.notNull())
    .addColumn('propertyType', 'text', (c) => c.notNull())
    // "Any" is 0 for the floors and the largest safe integer for the ceiling, never null: the
    // index then serves each as a plain range.
    .addColumn('minPrice', 'bigint', (c) => c.notNull())
    .addColumn('maxPrice', 'bigint', (c) => c.notNull())
    .addColumn('minBedrooms', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_match')
    .on('saved_searches')
    .columns([
      'city',
      'locality',
      'listingType',
      'propertyType',
      'alertMode',
      'maxPrice',
      'minPrice',
      'minBedrooms',
    ])
    .execute();
  await db.schema
    .createIndex('saved_searches_user')
    .on('saved_searches')
    .columns(['userId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('saved_search_alerts')
    .addColumn('savedSearchId', 'text', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('propertyId', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('mailedAt', 'text')
    .addPrimaryKeyConstraint('saved_search_alerts_pk', ['savedSearchId', 'propertyId'])
    .execute();
  await db.schema
    .createIndex('saved_search_alerts_waiting')
    .on('saved_search_alerts')
    .columns(['mailedAt', 'userId'])
    .execute();
  await db.schema
    .createIndex('saved_search_alerts_property')
    .on('saved_search_alerts')
    .column('propertyId')
    .execute();
}
