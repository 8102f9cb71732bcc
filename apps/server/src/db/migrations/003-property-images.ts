import type { Kysely } from 'kysely';

/**
 * Photos of a listing, in the owner's order (position 0 is the cover). Each row holds the
 * storage keys of its three WebP variants; URLs are made from keys when answering, so moving
 * from the local folder to a bucket needs no data change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('property_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('propertyId', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
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
    .createIndex('property_images_property_position_idx')
    .on('property_images')
    .columns(['propertyId', 'position'])
    .execute();
}
