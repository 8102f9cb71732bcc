import { CompiledQuery, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SavedSearchesTable } from '../../db/tables/saved-searches';
import { NO_CEILING } from './saved-search-criteria';

/** The only place in the saved-searches module that speaks SQL. */
type Db = Kysely<Database>;
export type SavedSearchRow = Selectable<SavedSearchesTable>;

export const listSavedSearchRows = (db: Db, userId: string): Promise<SavedSearchRow[]> =>
  db
    .selectFrom('saved_searches')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Another person's saved search reads as missing. */
export const findOwnSavedSearch = (
  db: Db,
  userId: string,
  id: string,
): Promise<SavedSearchRow | undefined> =>
  db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();

export const findSavedSearch = (db: Db, id: string): Promise<SavedSearchRow | undefined> =>
  db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertSavedSearch(
  db: Db,
  row: Insertable<SavedSearchesTable>,
): Promise<void> {
  await db.insertInto('saved_searches').values(row).execute();
}

export async function updateSavedSearch(
  db: Db,
  id: string,
  patch: Partial<Pick<SavedSearchRow, 'name' | 'alertMode'>> & { updatedAt: string },
): Promise<void> {
  await db.updateTable('saved_searches').set(patch).where('id', '=', id).execute();
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What a listing is looked up by: its place, kind, type, price and bedrooms. */
export interface ListingKeys {
  city: string;
  locality: string;
  listingType: string;
  propertyType: string;
  price: number | null;
  bedrooms: number;
}

/** What matching reads of a candidate search. */
export type Candidate = Pick<SavedSearchRow, 'id' | 'userId' | 'name' | 'alertMode' | 'filters'>;

const candidateQuery = (db: Db, keys: ListingKeys) =>
  db
    .selectFrom('saved_searches')
    .select(['id', 'userId', 'name', 'alertMode', 'filters'])
    .where('city', 'in', [keys.city, ''])
    .where('locality', 'in', [keys.locality, ''])
    .where('listingType', 'in', [keys.listingType, ''])
    .where('propertyType', 'in', [keys.propertyType, ''])
    .where('alertMode', 'in', ['instant', 'daily'])
    .where((eb) =>
      // A listing without a price matches only searches without a budget.
      keys.price === null
        ? eb.and([eb('maxPrice', '=', NO_CEILING), eb('minPrice', '=', 0)])
        : eb.and([eb('maxPrice', '>=', keys.price), eb('minPrice', '<=', keys.price)]),
    )
    .where('minBedrooms', '<=', keys.bedrooms);

/**
 * The saved searches with alerts on that a listing may match, by the `saved_searches_match`
 * index: each of the listing's city, locality, kind and type, or "any" ('') for each, with alerts
 * on (32 prefixes), each a range of budget ceilings at or above the price; the floor and the
 * bedrooms are read from the same index entries. The caller drops the owner's own.
 */
export const candidateSearches = (db: Db, keys: ListingKeys): Promise<Candidate[]> =>
  candidateQuery(db, keys).execute();

/** The engine's plan of the candidate query (the benchmark shows it uses the index). */
export async function explainCandidates(
  db: Db,
  engine: 'sqlite' | 'postgres',
  keys: ListingKeys,
): Promise<string> {
  const query = candidateQuery(db, keys).compile();
  const prefix = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + query.sql, [...query.parameters]),
  );
  return rows
    .map((r) => (engine === 'sqlite' ? String(r.detail) : Object.values(r).join(' ')))
    .join('\n');
}

/** Which of these searches were already alerted of the listing. */
export async function alreadyAlerted(
  db: Db,
  propertyId: string,
  savedSearchIds: readonly string[],
): Promise<Set<string>> {
  if (savedSearchIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('saved_search_alerts')
    .select('savedSearchId')
    .where('propertyId', '=', propertyId)
    .where('savedSearchId', 'in', savedSearchIds)
    .execute();
  return new Set(rows.map((r) => r.savedSearchId));
}

export interface NewAlert {
  savedSearchId: string;
  propertyId: string;
  userId: string;
  mode: 'instant' | 'daily';
  createdAt: string;
  mailedAt: string | null;
}

/** A repeat (a listing reopened) keeps the first alert. */
export async function insertAlerts(db: Db, rows: readonly NewAlert[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('saved_search_alerts')
    .values([...rows])
    .onConflict((oc) => oc.columns(['savedSearchId', 'propertyId']).doNothing())
    .execute();
}

/** A listing's amenities, to judge a search's "every amenity" filter. */
export async function amenitiesOf(db: Db, propertyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('property_amenities')
    .select('value')
    .where('propertyId', '=', propertyId)
    .execute();
  return rows.map((r) => r.value);
}

/** A digest's line: the listing waiting in it and the search it matched. */
export interface WaitingAlert {
  savedSearchId: string;
  searchName: string;
  /** The search page's query string of the search, to run it. */
  query: string;
  propertyId: string;
  title: string;
  city: string;
  userId: string;
  createdAt: string;
}

/** Digest alerts still waiting for their digest, person by person. */
export const waitingDigestAlerts = (db: Db, limit: number): Promise<WaitingAlert[]> =>
  db
    .selectFrom('saved_search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.savedSearchId')
    .innerJoin('properties as p', 'p.id', 'a.propertyId')
    .select([
      'a.savedSearchId',
      's.name as searchName',
      's.query',
      'a.propertyId',
      'p.title',
      'p.city',
      'a.userId',
      'a.createdAt',
    ])
    .where('a.mailedAt', 'is', null)
    .where('s.alertMode', '=', 'daily')
    .orderBy('a.userId')
    .orderBy('a.createdAt')
    .limit(limit)
    .execute();

/** When each of these people last had a digest (mailed, or rung in the bell). */
export async function lastDigestOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('saved_search_alerts')
    .select(['userId', sql<string>`max("mailedAt")`.as('last')])
    .where('userId', 'in', [...userIds])
    .where('mode', '=', 'daily')
    .where('mailedAt', 'is not', null)
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, r.last]));
}

/**
 * Claims a person's waiting digest alerts of these searches for the digest about to go: the one
 * instance whose update changed rows sends it (several may run the scheduler). False: another
 * instance claimed them first. In a transaction, the claim holds only if it commits.
 */
export async function claimForDigest(
  db: Db,
  userId: string,
  savedSearchIds: readonly string[],
  /** The newest alert the digest carries: later ones wait for the next digest. */
  upTo: string,
  at: string,
): Promise<boolean> {
  if (savedSearchIds.length === 0) return false;
  const result = await db
    .updateTable('saved_search_alerts')
    .set({ mailedAt: at })
    .where('userId', '=', userId)
    .where('savedSearchId', 'in', [...savedSearchIds])
    .where('mailedAt', 'is', null)
    .where('createdAt', '<=', upTo)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The mail did not go: the claimed alerts wait for the next pass. */
export async function releaseDigestClaim(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('saved_search_alerts')
    .set({ mailedAt: null })
    .where('userId', '=', userId)
    .where('mailedAt', '=', at)
    .where('mode', '=', 'daily')
    .execute();
}
