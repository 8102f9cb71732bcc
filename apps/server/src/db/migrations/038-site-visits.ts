import { sql, type Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Site visits (issue 28, section 5; decision 056).
 *
 * - visiting_hours: one row per listing, its weekly windows as JSON.
 * - site_visits: a seeker's visit to a listing at a 30-minute slot (`startsAt`, the ISO instant).
 *   Two confirmed visits never share a listing's slot: a partial unique index on
 *   (propertyId, startsAt) over confirmed visits lets exactly one of any number of concurrent
 *   confirmations in, on both engines, with no check-then-write. Requests may wait side by side
 *   for one slot until the owner confirms one of them.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('visiting_hours')
    .addColumn('propertyId', 'text', (c) =>
      c.primaryKey().references('properties.id').onDelete('cascade'),
    )
    .addColumn('windows', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('propertyId', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('ownerId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seekerId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('startsAt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proposedDate', 'text')
    .addColumn('proposedTime', 'text')
    .addColumn('note', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('site_visits_confirmed_slot_idx')
    .on('site_visits')
    .columns(['propertyId', 'startsAt'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('confirmed'))
    .execute();
  for (const [name, columns] of [
    ['site_visits_seeker_idx', ['seekerId', 'startsAt']],
    ['site_visits_owner_idx', ['ownerId', 'startsAt']],
    ['site_visits_property_idx', ['propertyId', 'status', 'startsAt']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('site_visits')
      .columns([...columns])
      .execute();
  }
}
