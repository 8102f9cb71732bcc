import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Photos of the room a roommate shares, in order; they go with the profile (the use case that
 * deletes a profile deletes them and their files).
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('roommate_room_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) =>
      c.notNull().references('roommate_profiles.userId').onDelete('cascade'),
    )
    .addColumn('storageKey', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('roommate_room_photos_user_idx')
    .on('roommate_room_photos')
    .columns(['userId', 'position'])
    .execute();
}
