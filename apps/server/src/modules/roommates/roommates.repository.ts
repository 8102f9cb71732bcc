import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import { parseCapacityFilter, type RoommateSearch } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { RoommateProfilesTable, RoomPhotosTable } from '../../db/tables/roommates';

/** The only place in the roommates module that speaks SQL. */
type Db = Kysely<Database>;
export type RoommateProfileRow = Selectable<RoommateProfilesTable>;
export type RoommateProfileInsert = Insertable<RoommateProfilesTable>;
type ProfileQuery = SelectQueryBuilder<Database, 'roommate_profiles', object>;

/** The columns scoring reads (spec section 9), without the profile's JSON. */
export const SCORING_COLUMNS = [
  'userId',
  'updatedAt',
  'budgetMin',
  'budgetMax',
  'preferredLocations',
  'smoking',
  'pets',
  'drinking',
  'foodPreference',
  'cleanliness',
] as const;
export type ScoringRow = Pick<RoommateProfileRow, (typeof SCORING_COLUMNS)[number]>;

/** The last (updatedAt, userId) of the page before. */
export interface RecentKey {
  updatedAt: string;
  userId: string;
}

export const findRoommateProfile = (db: Db, userId: string) =>
  db.selectFrom('roommate_profiles').selectAll().where('userId', '=', userId).executeTakeFirst();

/** Creates or replaces the person's profile; the first save keeps its createdAt. */
export const upsertRoommateProfile = (db: Db, row: RoommateProfileInsert) => {
  const { userId: _key, createdAt: _first, ...changes } = row;
  return db
    .insertInto('roommate_profiles')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
};

export const deleteRoommateProfile = async (db: Db, userId: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('roommate_profiles')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** What search filters on (paging and order aside). */
export type RoommateFilters = Partial<
  Omit<RoommateSearch, 'state' | 'sort' | 'limit' | 'cursor'>
> & {
  state?: string;
};

/** Open profiles that pass every filter of the query; never the caller's own. */
export function filteredProfiles(db: Db, callerId: string, q: RoommateFilters): ProfileQuery {
  let query: ProfileQuery = db
    .selectFrom('roommate_profiles')
    .where('paused', '=', 0)
    .where('hiddenByAdminAt', 'is', null)
    .where('ownerSuspended', '=', sql.lit(false))
    .where('userId', '!=', callerId);
  if (q.state) query = query.where('state', '=', q.state);
  if (q.city) query = query.where('city', '=', q.city);
  if (q.college) query = query.where('collegeName', '=', q.college);
  if (q.studentMode !== undefined) query = query.where('isStudentMode', '=', q.studentMode ? 1 : 0);
  // Budget ranges overlap.
  if (q.budgetMax !== undefined) query = query.where('budgetMin', '<=', q.budgetMax);
  if (q.budgetMin !== undefined) query = query.where('budgetMax', '>=', q.budgetMin);
  if (q.gender) query = query.where('gender', '=', q.gender);
  if (q.ageMin !== undefined) query = query.where('age', '>=', q.ageMin);
  if (q.ageMax !== undefined) query = query.where('age', '<=', q.ageMax);
  if (q.foodPreference) query = query.where('foodPreference', '=', q.foodPreference);
  if (q.hasRoom !== undefined) query = query.where('alreadyHasRoom', '=', q.hasRoom ? 1 : 0);
  const capacity = q.capacity ? parseCapacityFilter(q.capacity) : null;
  if (capacity) query = query.where('freeSpots', capacity.atLeast ? '>=' : '=', capacity.spots);
  switch (q.substance) {
    case 'no-smoking':
      query = query.where('smoking', '=', 0);
      break;
    case 'no-drinking':
      query = query.where('drinking', '=', 0);
      break;
    case 'smoker-ok':
      query = query.where('smoking', '=', 1);
      break;
    case 'drinker-ok':
      query = query.where('drinking', '=', 1);
      break;
  }
  return query;
}

/** Newest first, after `after` (the keyset of the page before). */
function newestAfter(query: ProfileQuery, after: RecentKey | null): ProfileQuery {
  let page = query;
  if (after)
    page = page.where((eb) =>
      eb.or([
        eb('updatedAt', '<', after.updatedAt),
        eb.and([eb('updatedAt', '=', after.updatedAt), eb('userId', '<', after.userId)]),
      ]),
    );
  return page.orderBy('updatedAt', 'desc').orderBy('userId', 'desc');
}

/** One page newest first, after `after`; one row more than asked tells whether there is more. */
export const recentPage = (
  query: ProfileQuery,
  after: RecentKey | null,
  limit: number,
): Promise<RoommateProfileRow[]> =>
  newestAfter(query, after)
    .selectAll()
    .limit(limit + 1)
    .execute();

/** The scoring columns of the newest `limit` rows of the query. */
export const newestForScoring = (query: ProfileQuery, limit: number): Promise<ScoringRow[]> =>
  newestAfter(query, null)
    .select([...SCORING_COLUMNS])
    .limit(limit)
    .execute();

/**
 * Candidates that could score budget points against `budget` (spec section 9: the ranges
 * overlap, or the gap is within half the larger max), newest first, at most `limit`.
 * A superset of those with budget points: scoring decides.
 */
export function budgetCandidates(
  query: ProfileQuery,
  budget: { min: number; max: number },
  limit: number,
): Promise<ScoringRow[]> {
  return (
    query
      .select([...SCORING_COLUMNS])
      .where('budgetMax', '>=', budget.min - 0.5 * budget.max)
      // min − max / 2 ≤ budget.max, in whole numbers.
      .where(
        sql<number>`2 * ${sql.ref('budgetMin')} - ${sql.ref('budgetMax')}`,
        '<=',
        2 * budget.max,
      )
      .orderBy('updatedAt', 'desc')
      .orderBy('userId', 'desc')
      .limit(limit)
      .execute()
  );
}

export const profilesOf = (db: Db, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('roommate_profiles').selectAll().where('userId', 'in', userIds).execute();

export type RoomPhotoRow = Selectable<RoomPhotosTable>;

/** A person's room photos, in order. */
export const roomPhotosOf = (db: Db, userId: string) =>
  db
    .selectFrom('roommate_room_photos')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();

export const insertRoomPhoto = (db: Db, row: Insertable<RoomPhotosTable>) =>
  db.insertInto('roommate_room_photos').values(row).execute();

/** Deletes one of the person's photos; answers its storage key, or null when it is not theirs. */
export async function deleteRoomPhoto(db: Db, userId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('roommate_room_photos')
    .select('storageKey')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom('roommate_room_photos').where('id', '=', id).execute();
  return row.storageKey;
}

/** The profile's city and what tells whether it is shown. */
export const findProfileStanding = (db: Db, userId: string) =>
  db
    .selectFrom('roommate_profiles')
    .select(['city', 'paused', 'hiddenByAdminAt', 'ownerSuspended'])
    .where('userId', '=', userId)
    .executeTakeFirst();
