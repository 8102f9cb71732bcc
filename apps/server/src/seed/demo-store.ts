import type { Insertable, Kysely } from 'kysely';
import type { PropertyInsert, PropertyLists } from '../modules/properties/index';
import type { Database } from '../db/schema';
import type { PropertyImagesTable } from '../db/tables/properties';
import type { DemoActivity } from './demo-activity';
import { chunks } from './demo-batches';

export interface DemoRows {
  properties: { row: PropertyInsert; lists: PropertyLists }[];
  images: Insertable<PropertyImagesTable>[];
  activity: DemoActivity;
}

const LIST_TABLES = {
  amenities: 'property_amenities',
  nearbyFacilities: 'property_nearby_facilities',
  houseRules: 'property_house_rules',
} as const;

/**
 * Writes the demo catalogue with multi-row INSERTs (a few dozen statements instead of
 * thousands). Run inside one transaction: a failed seed leaves no half-made listings.
 * Batches stay far below both engines' limits on bound parameters.
 */
export async function insertDemoRows(db: Kysely<Database>, rows: DemoRows): Promise<void> {
  for (const batch of chunks(rows.properties, 100))
    await db
      .insertInto('properties')
      .values(batch.map((p) => p.row))
      .execute();
  for (const [name, table] of Object.entries(LIST_TABLES) as [
    keyof PropertyLists,
    (typeof LIST_TABLES)[keyof PropertyLists],
  ][]) {
    const values = rows.properties.flatMap(({ row, lists }) =>
      lists[name].map((value, position) => ({ propertyId: row.id, value, position })),
    );
    for (const batch of chunks(values, 1000)) await db.insertInto(table).values(batch).execute();
  }
  for (const batch of chunks(rows.images, 500))
    await db.insertInto('property_images').values(batch).execute();
  const { interests, favorites, comments, notifications } = rows.activity;
  for (const batch of chunks(interests, 1000))
    await db.insertInto('property_interests').values(batch).execute();
  for (const batch of chunks(favorites, 1000))
    await db.insertInto('favorites').values(batch).execute();
  for (const batch of chunks(comments, 500)) {
    await db.insertInto('comments').values(batch).execute();
    // One review per person and listing: each is also that person's rating of it.
    await db
      .insertInto('property_ratings')
      .values(
        batch.map((c) => ({
          propertyId: c.propertyId,
          userId: c.userId,
          rating: c.rating,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        })),
      )
      .execute();
  }
  if (notifications.length) await db.insertInto('notifications').values(notifications).execute();
}
