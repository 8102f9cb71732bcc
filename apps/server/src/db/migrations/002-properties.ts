import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

const LIST_TABLES = [
  'property_amenities',
  'property_nearby_facilities',
  'property_house_rules',
] as const;

/**
 * Listings of spec section 3. Money is whole rupees (sale prices need 64 bits); the lists people
 * search by (amenities, nearby facilities, house rules) are child tables kept in the owner's order.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const double = e.engine === 'postgres' ? 'double precision' : 'real';
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;
  await db.schema
    .createTable('properties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ownerId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('listingType', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('additionalInfo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('sublocality', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('latitude', double)
    .addColumn('longitude', double)
    .addColumn('googleMapsLink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rent', 'integer')
    .addColumn('deposit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('salePrice', 'bigint')
    .addColumn('propertySubtype', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('landArea', double)
    .addColumn('landAreaUnit', 'text', (c) => c.notNull().defaultTo('sqft'))
    .addColumn('ownershipType', 'text')
    .addColumn('bedrooms', 'integer', (c) => c.notNull())
    .addColumn('bathrooms', 'integer', (c) => c.notNull())
    .addColumn('area', double)
    .addColumn('furnishing', 'text', (c) => c.notNull())
    .addColumn('facingDirection', 'text')
    .addColumn('isPetFriendly', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('genderPreference', 'text', (c) => c.notNull())
    .addColumn('accommodationType', 'text', (c) => c.notNull())
    .addColumn('messAvailability', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('roomSharing', 'text', (c) => c.notNull())
    .addColumn('ownerProximity', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('availableFrom', 'text')
    .addColumn('interestedCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  // The search to come filters open listings by city, newest first, and ranges over price.
  await db.schema
    .createIndex('properties_status_city_created_idx')
    .on('properties')
    .columns(['status', 'city', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('properties_owner_created_idx')
    .on('properties')
    .columns(['ownerId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('properties_listing_rent_idx')
    .on('properties')
    .columns(['listingType', 'rent'])
    .execute();
  await db.schema
    .createIndex('properties_listing_sale_price_idx')
    .on('properties')
    .columns(['listingType', 'salePrice'])
    .execute();

  for (const table of LIST_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('propertyId', 'text', (c) =>
        c.notNull().references('properties.id').onDelete('cascade'),
      )
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['propertyId', 'position'])
      .execute();
    await db.schema
      .createIndex(`${table}_value_idx`)
      .on(table)
      .columns(['value', 'propertyId'])
      .execute();
  }
}
