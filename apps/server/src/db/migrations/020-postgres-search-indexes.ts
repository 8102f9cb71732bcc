import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * PostgreSQL only (decision 010): what keeps search flat at a million listings. SQLite is left as
 * it is; its FTS5 table and partial indexes (005) already serve it.
 *
 * - `amenityList`: each listing's amenities as a text array, in the owner's order, kept in step
 *   with `property_amenities` by statement triggers (whatever writes the child table: the use
 *   cases, the seeds, a bulk load), with a GIN index, so "Lift and Parking" is `@>` on the row
 *   instead of one semi-join per amenity over the child table.
 * - `searchText`: the listing's searched text lower-cased once on write, matched with `like`,
 *   with a trigram index in place of 005's three (SEARCH_TEXT_STATEMENTS).
 * - A covering index of each city's shown open listings, so a capped count in a city is an
 *   index-only range (CITY_COVERING_INDEX).
 * - A GiST index over each open listing's point in 3-D space (the `cube` extension), so "within
 *   N km" is a box lookup and "nearest first" an index walk in distance order. Where `cube`
 *   cannot be installed the migration logs a warning and search keeps the latitude box of 005.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  if (e.engine !== 'postgres') return;
  await amenityList(db);
  for (const statement of SEARCH_TEXT_STATEMENTS) await sql.raw(statement).execute(db);
  await searchTextTrigramIndex(db);
  await sql.raw(CITY_COVERING_INDEX).execute(db);
  await pointIndex(db);
}

/**
 * The searched text of a listing in one lower-case string, title, description and locality
 * joined by line breaks, which search text never holds (it is cleaned to one line): a match in
 * it is a match in one of the three, and `"searchText" like lower(…)` finds exactly what
 * `ilike` on each column finds (PostgreSQL's `ilike` is `lower()` on both sides in a UTF-8
 * database), at a fifth of the cost per row: the case folding is done once, on write. Filled
 * as a generated column (one rewrite of the table), then kept by a trigger rather than left
 * generated, so a row read whole can still be written back whole.
 */
const SEARCH_TEXT_SQL = (row: string) =>
  `lower(coalesce(${row}"title", '') || E'\\n' || coalesce(${row}"description", '') || E'\\n' || coalesce(${row}"sublocality", ''))`;
const SEARCH_TEXT_STATEMENTS = [
  `alter table "properties" add column "searchText" text generated always as (${SEARCH_TEXT_SQL('')}) stored`,
  `alter table "properties" alter column "searchText" drop expression`,
  `create function "properties_search_text"() returns trigger language plpgsql as $$
   begin
     new."searchText" := ${SEARCH_TEXT_SQL('new.')};
     return new;
   end $$`,
  `create trigger "properties_search_text" before insert or update of "title", "description", "sublocality", "searchText"
     on "properties" for each row execute function "properties_search_text"()`,
];

/**
 * A city's shown open listings, newest first, with every column a filter reads but the state
 * and the map point: a capped count within a city ("balcony" in Pune,
 * furnished with a lift and parking in Mumbai) reads a few hundred contiguous index pages
 * instead of one heap page per listing tested, thousands of them scattered over the table.
 * Its predicate is the search's own open-and-shown terms, so the planner may use it for any
 * search. About 380 MB at a million listings (the table is 750 MB).
 */
const CITY_COVERING_INDEX = `create index "properties_open_city_covering_idx" on "properties" ("city", "createdAt")
  include ("searchText", "amenityList", "listingType", "type", "rent", "salePrice",
           "bedrooms", "bathrooms", "furnishing", "isPetFriendly", "genderPreference", "accommodationType",
           "roomSharing", "messAvailability", "availableFrom")
  where "status" in ('available', 'vacant') and "hiddenByAdminAt" is null and not "ownerSuspended"`;

const OPEN_LISTING_SQL = `"status" in ('available', 'vacant')`;

/** Sets `amenityList` from the child table for the listings the subquery names. */
const syncFrom = (ids: string) =>
  `update "properties" p set "amenityList" = l."list"
     from (select c."id", coalesce((select array_agg(a."value" order by a."position")
                                      from "property_amenities" a where a."propertyId" = c."id"), '{}') as "list"
             from (select distinct "id" from (${ids}) as t("id")) c) l
    where p."id" = l."id" and p."amenityList" is distinct from l."list";`;

async function amenityList(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // A constant default: no table rewrite, the column appears at once.
    `alter table "properties" add column "amenityList" text[] not null default '{}'`,
    `update "properties" p set "amenityList" = a."list"
       from (select "propertyId", array_agg("value" order by "position") as "list"
               from "property_amenities" group by "propertyId") a
      where a."propertyId" = p."id"`,
    // One update per listing touched by a statement, however many rows it wrote, and none
    // where the array is already right (a bulk load that fills it with the row). A trigger
    // sees only the transition tables of its own event.
    `create function "properties_amenity_list_sync"() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then
         ${syncFrom('select "propertyId" from "amenity_rows_new"')}
       elsif tg_op = 'DELETE' then
         ${syncFrom('select "propertyId" from "amenity_rows_old"')}
       else
         ${syncFrom('select "propertyId" from "amenity_rows_old" union select "propertyId" from "amenity_rows_new"')}
       end if;
       return null;
     end $$`,
    // A trigger may have only one event when it names transition tables.
    `create trigger "property_amenities_insert_sync" after insert on "property_amenities"
       referencing new table as "amenity_rows_new"
       for each statement execute function "properties_amenity_list_sync"()`,
    `create trigger "property_amenities_delete_sync" after delete on "property_amenities"
       referencing old table as "amenity_rows_old"
       for each statement execute function "properties_amenity_list_sync"()`,
    `create trigger "property_amenities_update_sync" after update on "property_amenities"
       referencing old table as "amenity_rows_old" new table as "amenity_rows_new"
       for each statement execute function "properties_amenity_list_sync"()`,
    `create index "properties_open_amenity_list_idx" on "properties" using gin ("amenityList") where ${OPEN_LISTING_SQL}`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

/**
 * The listing's point on a sphere of the Earth's mean radius (km), as the search writes it
 * (property-search/search-geometry.ts `pointSql`): nested `cube(…)` calls, which give null (not an
 * error) for a listing without coordinates. Functions are named with the extension's schema:
 * the app's search path may hold only its own schema (tests, the benchmark), and earthdistance's
 * `ll_to_earth` cannot be indexed there (its body names `earth()` and `cube` unqualified).
 */
export function pointExpression(cubeSchema: string, lat = '"latitude"', lng = '"longitude"') {
  const s = `"${cubeSchema.replace(/"/g, '""')}"`;
  const r = EARTH_RADIUS_KM;
  return `${s}.cube(${s}.cube(${s}.cube(${r} * cos(radians(${lat})) * cos(radians(${lng}))), ${r} * cos(radians(${lat})) * sin(radians(${lng}))), ${r} * sin(radians(${lat})))`;
}

/** The radius haversineKm uses (@nivaas/shared), so the chord and the great circle agree. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * A rare word over every listing is found through a trigram index, now of `searchText` (the
 * search no longer names the three columns, whose indexes of 005 go). Only where 005 found
 * pg_trgm; without it, as there, search works without the index.
 */
async function searchTextTrigramIndex(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as "schema" from pg_extension x
    join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm'`.execute(db);
  for (const column of ['title', 'description', 'sublocality'])
    await sql.raw(`drop index if exists "properties_open_${column}_trgm_idx"`).execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  await sql
    .raw(
      `create index "properties_open_search_text_trgm_idx" on "properties" using gin ("searchText" "${schema.replace(/"/g, '""')}".gin_trgm_ops) where ${OPEN_LISTING_SQL}`,
    )
    .execute(db);
}

async function pointIndex(db: Kysely<unknown>): Promise<void> {
  const schema = await cubeSchema(db);
  if (!schema) return;
  await sql
    .raw(
      `create index "properties_open_point_idx" on "properties" using gist ((${pointExpression(schema)})) where ${OPEN_LISTING_SQL}`,
    )
    .execute(db);
}

/** The schema `cube` lives in (installed into `public` if missing), or null if it cannot be. */
async function cubeSchema(db: Kysely<unknown>): Promise<string | null> {
  const find = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as "schema" from pg_extension x
        join pg_namespace n on n.oid = x.extnamespace where x.extname = 'cube'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await find();
  if (found) return found;
  const inTransaction = db.isTransaction;
  try {
    if (inTransaction) await sql`savepoint "cube"`.execute(db);
    // In `public`, as pg_trgm (005): dropping a test or benchmark schema must not drop it.
    await sql`create extension if not exists cube with schema public`.execute(db);
    if (inTransaction) await sql`release savepoint "cube"`.execute(db);
    return await find();
  } catch (err) {
    if (inTransaction) await sql`rollback to savepoint "cube"`.execute(db);
    console.warn(
      `Migration 020: no cube extension (${err instanceof Error ? err.message : String(err)}); distance search works, without a point index.`,
    );
    return null;
  }
}
