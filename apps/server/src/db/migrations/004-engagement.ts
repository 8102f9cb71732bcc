import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

const user = 'users.id';
const property = 'properties.id';

/**
 * What people do around listings (spec section 3): favourites, interest, notifications,
 * comments with ratings, saved places, and a listing's view count. Each is a table of its own
 * keyed for the one query that reads it.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const double = e.engine === 'postgres' ? 'double precision' : 'real';
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;

  await db.schema
    .alterTable('properties')
    .addColumn('viewCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Who opened a listing on which day: a view counts once per person per day, however often
  // the page is reloaded or refetched.
  await db.schema
    .createTable('property_views')
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_views_pk', ['propertyId', 'userId', 'day'])
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['userId', 'propertyId'])
    .execute();
  await db.schema
    .createIndex('favorites_user_created_idx')
    .on('favorites')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('favorites_property_idx')
    .on('favorites')
    .column('propertyId')
    .execute();

  // One row per person and listing: the primary key is what makes "I'm interested" idempotent.
  await db.schema
    .createTable('property_interests')
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_interests_pk', ['propertyId', 'userId'])
    .execute();
  await db.schema
    .createIndex('property_interests_user_idx')
    .on('property_interests')
    .columns(['userId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    // Kept when the listing or sender goes: the notification still tells what happened.
    .addColumn('propertyId', 'text')
    .addColumn('senderId', 'text')
    .addColumn('messageId', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    /** JSON text: what the web app needs to word it in the reader's language. */
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('read', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['userId', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_read_idx')
    .on('notifications')
    .columns(['userId', 'read'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_property_created_idx')
    .on('comments')
    .columns(['propertyId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('saved_locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('sublocality', 'text')
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('commuteMode', 'text', (c) => c.notNull())
    .addColumn('commuteTime', 'integer', (c) => c.notNull())
    .addColumn('radiusKm', double, (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_locations_user_idx')
    .on('saved_locations')
    .columns(['userId', 'createdAt'])
    .execute();
}
