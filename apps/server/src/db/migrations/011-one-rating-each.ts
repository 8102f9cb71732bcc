import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * One rating per person per listing (issue "Hardening", item 5; decision 019): the average is
 * taken over `property_ratings`, where a new rating replaces the person's own. Comments keep the
 * rating they were written with, as what the person said then. Each person's existing rating is
 * that of their newest comment. Also indexes for two lookups the hardening added: a photo file's
 * listing by its key (hidden listings' photos load only for those who may see them) and a
 * person's comments on a listing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('property_ratings')
    .addColumn('propertyId', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_ratings_pk', ['propertyId', 'userId'])
    .execute();
  await sql`insert into property_ratings ("propertyId", "userId", rating, "createdAt", "updatedAt")
    select c."propertyId", c."userId", c.rating, c."createdAt", c."updatedAt"
    from comments c
    join properties p on p.id = c."propertyId"
    where c."userId" <> p."ownerId"
      and not exists (select 1 from comments d
        where d."propertyId" = c."propertyId" and d."userId" = c."userId"
          and (d."createdAt" > c."createdAt" or (d."createdAt" = c."createdAt" and d.id > c.id)))`.execute(
    db,
  );
  await db.schema
    .createIndex('comments_property_user_idx')
    .on('comments')
    .columns(['propertyId', 'userId'])
    .execute();
  for (const column of ['thumbnailKey', 'cardKey', 'fullKey'])
    await db.schema
      .createIndex(`property_images_${column.toLowerCase()}_idx`)
      .on('property_images')
      .column(column)
      .execute();
}
