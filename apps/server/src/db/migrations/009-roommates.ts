import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

const user = 'users.id';

/**
 * Roommates (spec section 3 roommateProfile; issue "Roommates").
 *
 * - roommate_profiles: one per person, keyed by them. Search filters on the columns and pages
 *   newest first on (updatedAt, userId); the (city, updatedAt) and (state, updatedAt) indexes
 *   serve a city's or a state's page and the candidates of recommendations, and the
 *   (collegeName, updatedAt) index a college's landing page. Paused profiles are kept but never
 *   listed.
 * - roommate_requests: a hello from one person to another. At most one pending request per
 *   pair (a partial unique index on the sorted pair); the (fromUserId, createdAt) index serves
 *   the 20-a-day count.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;

  await db.schema
    .createTable('roommate_profiles')
    .addColumn('userId', 'text', (c) => c.primaryKey().references(user).onDelete('cascade'))
    .addColumn('state', 'text')
    .addColumn('city', 'text')
    .addColumn('collegeName', 'text')
    .addColumn('isStudentMode', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('gender', 'text')
    .addColumn('age', 'integer')
    .addColumn('foodPreference', 'text', (c) => c.notNull())
    .addColumn('smoking', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('drinking', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('pets', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('cleanliness', 'text', (c) => c.notNull())
    .addColumn('alreadyHasRoom', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('freeSpots', 'integer')
    .addColumn('budgetMin', 'integer', (c) => c.notNull())
    .addColumn('budgetMax', 'integer', (c) => c.notNull())
    // JSON text of the preferred localities: scoring reads the columns, never `data`.
    .addColumn('preferredLocations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('paused', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['roommate_profiles_recent_idx', ['updatedAt', 'userId']],
    ['roommate_profiles_city_idx', ['city', 'updatedAt', 'userId']],
    ['roommate_profiles_state_idx', ['state', 'updatedAt', 'userId']],
    ['roommate_profiles_college_idx', ['collegeName', 'updatedAt', 'userId']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('roommate_profiles')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('roommate_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fromUserId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('toUserId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('pairKey', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('conversationId', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('decidedAt', 'text')
    .execute();
  await db.schema
    .createIndex('roommate_requests_open_pair_idx')
    .on('roommate_requests')
    .column('pairKey')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('roommate_requests_from_idx')
    .on('roommate_requests')
    .columns(['fromUserId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('roommate_requests_to_idx')
    .on('roommate_requests')
    .columns(['toUserId', 'createdAt'])
    .execute();
}
