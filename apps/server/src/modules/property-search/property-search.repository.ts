import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type RawBuilder,
} from 'kysely';
import { RESIDENTIAL_TYPES, type ListingType } from '@nivaas/shared';
import { compiledStatementsOf } from '../../db/compiled-statements';
import type { Engine } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { PUBLIC_LISTING, type ListingRecord } from '../properties/index';
import { searchFilters, priceSql } from './search-filters';
import {
  chordSql,
  cubeFn,
  cubeOp,
  distanceSql,
  originXyz,
  pointIndexOf,
  pointSql,
} from './search-geometry';
import type { PageRequest, SearchCriteria, SearchKey } from './search-types';

/**
 * The search's statements: a page, the map's pins, a count and similar listings, compiled once
 * each per database. Their filters are search-filters.ts, over the free text (search-text.ts) and
 * the distance and point index (search-geometry.ts).
 */
type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'properties'>;
/** A listing's columns as the search's own SQL selects them, with the distance from the origin. */
export type SearchRow = Selectable<Database['properties']> & { distanceKm: number | null };

/**
 * Created at or before `asOf`, for a page. Nearly every listing is, so the bound must not steer the plan:
 * SQLite, without statistics, would pick a createdAt index for it over the one that fits the
 * filters and sort; its unary plus keeps the term out of index choice.
 */
const createdBy = (engine: Engine, asOf: string) =>
  sql<SqlBool>`${sql.raw(engine === 'sqlite' ? '+"createdAt"' : '"createdAt"')} <= ${asOf}`;

/** What a page is ordered by (then id, in the same direction). */
export function sortKeySql(c: SearchCriteria, sort: PageRequest['sort']): RawBuilder<unknown> {
  if (sort === 'distance' && c.origin) return distanceSql(c.origin);
  if (sort === 'price-asc' || sort === 'price-desc') return priceSql(c.listingType);
  return sql`"createdAt"`;
}

export const sortDirection = (sort: PageRequest['sort']): 'asc' | 'desc' =>
  sort === 'newest' || sort === 'price-desc' ? 'desc' : 'asc';

/** The entries of one of a listing's lists, in order, as a JSON array (text on SQLite). */
function listJson(engine: Engine, table: string): RawBuilder<unknown> {
  const t = sql.table(table);
  return engine === 'postgres'
    ? sql`(select coalesce(json_agg("value" order by "position"), '[]') from ${t} where "propertyId" = "p"."id")`
    : sql`(select json_group_array("value" order by "position") from ${t} where "propertyId" = "p"."id")`;
}

const IMAGE_FIELDS = ['id', 'thumbnailKey', 'cardKey', 'fullKey', 'width', 'height'] as const;

/** The listing's photos in order, cover first, as a JSON array of objects. */
function imagesJson(engine: Engine): RawBuilder<unknown> {
  const fields = sql.raw(IMAGE_FIELDS.map((f) => `'${f}', "${f}"`).join(', '));
  return engine === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_object(${fields}) order by "position", "id"), '[]') from "property_images" where "propertyId" = "p"."id")`
    : sql`(select json_group_array(json_object(${fields}) order by "position", "id") from "property_images" where "propertyId" = "p"."id")`;
}

/**
 * One page: `limit + 1` rows, so the caller knows whether another page follows. The lists and
 * photos come in the same statement, read for the page's rows only (the outer query), so a page
 * is one round trip whatever its size.
 */
export function pageQuery(db: Db, engine: Engine, c: SearchCriteria, page: PageRequest) {
  const key = sortKeySql(c, page.sort);
  const dir = sortDirection(page.sort);
  const distance = c.origin ? distanceSql(c.origin) : sql<number | null>`null`;
  const pointIndex = engine === 'postgres' ? pointIndexOf(db) : null;
  const where = (eb: Eb) => {
    const w = searchFilters(eb, engine, c, false, pointIndex);
    w.push(createdBy(engine, page.asOf));
    if (page.after)
      w.push(
        sql<SqlBool>`(${key}, "id") ${sql.raw(dir === 'desc' ? '<' : '>')} (${page.after.value}, ${page.after.id})`,
      );
    return eb.and(w);
  };
  let filtered = db
    .selectFrom('properties')
    .selectAll('properties')
    .select([distance.as('distanceKm'), key.as('sortKey')])
    .where(where);
  if (pointIndex && c.origin && page.sort === 'distance') {
    // Nearest first with the point index (run with bitmap scans off: nearestFirst). The index
    // hands out matches in chord order and stops after a page of them; the farthest of those
    // bounds a small cube, and the matches in it are put in the exact (great-circle, id) order,
    // so listings at the same distance (one building) page by id as everywhere else.
    const chord = chordSql(pointIndex, c.origin);
    const nearest = db
      .selectFrom('properties')
      .select(chord.as('chord'))
      .where(where)
      .orderBy(chord)
      .limit(page.limit + 1);
    const reach = sql<number>`(select max("chord") * 1.000001 + 0.000001 from ${nearest.as('k')})`;
    const [x, y, z] = originXyz(c.origin);
    filtered = filtered.where(
      sql<SqlBool>`${pointSql(pointIndex)} ${cubeOp(pointIndex, '<@')} ${cubeFn(pointIndex, 'cube_enlarge')}(${cubeFn(pointIndex, 'cube')}(array[${x}, ${y}, ${z}]::float8[]), ${reach}, 3)`,
    );
  }
  const matches = filtered
    .orderBy(key, dir)
    .orderBy('id', dir)
    .limit(page.limit + 1)
    .as('p');
  return db
    .selectFrom(matches)
    .selectAll('p')
    .select([
      listJson(engine, 'property_amenities').as('amenitiesJson'),
      listJson(engine, 'property_nearby_facilities').as('nearbyFacilitiesJson'),
      listJson(engine, 'property_house_rules').as('houseRulesJson'),
      imagesJson(engine).as('imagesJson'),
    ])
    .orderBy('p.sortKey', dir)
    .orderBy('p.id', dir);
}

export type PageRow = SearchRow & {
  sortKey: unknown;
  amenitiesJson: unknown;
  nearbyFacilitiesJson: unknown;
  houseRulesJson: unknown;
  imagesJson: unknown;
};

/**
 * The search map's pins: id, point, price and listing type of up to `limit` matches that have a
 * map point, in the search's sort order. Nothing else is read: no lists, no photos.
 */
export function pinsQuery(
  db: Db,
  engine: Engine,
  c: SearchCriteria,
  sort: PageRequest['sort'],
  limit: number,
) {
  const key = sortKeySql(c, sort);
  const dir = sortDirection(sort);
  return db
    .selectFrom('properties')
    .select(['id', 'latitude', 'longitude', 'listingType', 'rent', 'salePrice'])
    .where((eb) => {
      const w = searchFilters(eb, engine, c);
      w.push(eb('latitude', 'is not', null), eb('longitude', 'is not', null));
      return eb.and(w);
    })
    .orderBy(key, dir)
    .orderBy('id', dir)
    .limit(limit);
}

/**
 * The map's total stops past this many matches ("2,000 of 20,000+"): a count of a whole
 * country's listings costs 32 ms at 100k on SQLite, of 20,000 about 7 (decision 033).
 */
export const PINS_COUNT_CAP = 20_000;

export type PinRow = {
  id: string;
  latitude: number | null;
  longitude: number | null;
  listingType: ListingType;
  rent: number | null;
  salePrice: number | null;
};

export async function findPins(
  db: Db,
  engine: Engine,
  c: SearchCriteria,
  sort: PageRequest['sort'],
  limit: number,
): Promise<PinRow[]> {
  const key = JSON.stringify(['pins', c, sort, limit]);
  const compiled = compiledStatementsOf(db).compile(key, {}, () =>
    pinsQuery(db, engine, c, sort, limit),
  );
  const { rows } = await db.executeQuery(compiled);
  return rows as PinRow[];
}

/** Counting stops past this many matches: the total is then "1,000+" (decision 010). */
export const COUNT_CAP = 1000;

/**
 * How many listings match, among those created in the window. With `cap`, at most `cap + 1`
 * matches are read, so a broad search costs no more to count than a narrow one.
 */
export function countQuery(
  db: Db,
  engine: Engine,
  c: SearchCriteria,
  window: { asOf?: string; since?: string },
  cap?: number,
) {
  let matches = db
    .selectFrom('properties')
    .select(sql<number>`1`.as('one'))
    .where((eb) => {
      const pointIndex = engine === 'postgres' ? pointIndexOf(db) : null;
      const w = searchFilters(eb, engine, c, !c.city && !c.places && !c.origin, pointIndex);
      // Here the bound may use an index: a count reads every match, and (createdAt, …) indexes cover it.
      if (window.asOf) w.push(eb('createdAt', '<=', window.asOf));
      if (window.since) w.push(eb('createdAt', '>', window.since));
      return eb.and(w);
    });
  if (cap !== undefined) matches = matches.limit(cap + 1);
  return db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number | string>().as('n'));
}

export async function countMatches(
  db: Db,
  engine: Engine,
  c: SearchCriteria,
  window: { asOf?: string; since?: string },
  cap?: number,
): Promise<number> {
  // The instants change on every call; the rest (the search itself) names the statement.
  const instants = Object.fromEntries(Object.entries(window).filter(([, at]) => at !== undefined));
  const key = JSON.stringify(['count', c, Object.keys(instants).sort(), cap ?? null]);
  const compiled = compiledStatementsOf(db).compile(key, instants, (w) =>
    countQuery(db, engine, c, w, cap),
  );
  if (!countsNearby(db, engine, c, cap)) {
    const { rows } = await db.executeQuery(compiled);
    return Number(rows[0]?.n ?? 0);
  }
  // As for a nearest-first page: in a bitmap the planner would first gather every listing in
  // the distance's box (52,499 around Koramangala at 3M listings, a number that grows with the
  // table); walking the point index, the count stops at its cap.
  return db.transaction().execute(async (trx) => {
    await sql.raw(NEAREST_FIRST_SETTING).execute(trx);
    const { rows } = await trx.executeQuery(compiled);
    return Number(rows[0]?.n ?? 0);
  });
}

/** Whether a capped count within a distance walks the point index (PostgreSQL with `cube`). */
export const countsNearby = (db: Db, engine: Engine, c: SearchCriteria, cap?: number): boolean =>
  engine === 'postgres' && cap !== undefined && !!c.origin && !!pointIndexOf(db);

export async function findPage(
  db: Db,
  engine: Engine,
  c: SearchCriteria,
  page: PageRequest,
): Promise<PageRow[]> {
  const { asOf, after, sort, limit } = page;
  // `asOf` and the cursor change from call to call; the search, sort and size name the statement.
  const key = JSON.stringify(['page', c, sort, limit, after !== null]);
  const varying: Record<string, unknown> = after
    ? { asOf, afterValue: after.value, afterId: after.id }
    : { asOf };
  const compiled = compiledStatementsOf(db).compile(key, varying, (v) =>
    pageQuery(db, engine, c, {
      sort,
      limit,
      asOf: v.asOf as string,
      after: after ? { value: v.afterValue as SearchKey['value'], id: v.afterId as string } : null,
    }),
  );
  if (!nearestFirst(db, engine, c, sort))
    return (await db.executeQuery(compiled)).rows as PageRow[];
  // The planner cannot know how many listings the cube holds (its estimate is a constant): left
  // to itself it reads every one of them in a bitmap and sorts, 13k rows for 5 km of Koramangala
  // at a million listings. Without bitmap scans it walks the index nearest first and stops.
  return db.transaction().execute(async (trx) => {
    await sql.raw(NEAREST_FIRST_SETTING).execute(trx);
    return (await trx.executeQuery(compiled)).rows as PageRow[];
  });
}

/** How findPage runs a nearest-first page, and countMatches a capped count within a distance. */
export const NEAREST_FIRST_SETTING = 'set local enable_bitmapscan = off';

/** Whether a page is read nearest first through the point index (PostgreSQL with `cube`). */
export const nearestFirst = (
  db: Db,
  engine: Engine,
  c: SearchCriteria,
  sort: PageRequest['sort'],
): boolean => engine === 'postgres' && sort === 'distance' && !!c.origin && !!pointIndexOf(db);

/** How far a similar listing's rent or price may be from this one's, either way. */
export const SIMILAR_PRICE_SPREAD = 0.35;

/**
 * Publicly visible listings like `of`: the same purpose (rent or sale) and city, a home for a
 * home (any residential type) and the same type otherwise, the rent or price within ±35 %;
 * nearest first (the newest when it has no map point).
 */
export function findSimilar(
  db: Db,
  of: ListingRecord,
  origin: { lat: number; lng: number } | null,
  limit: number,
): Promise<SearchRow[]> {
  const distance = origin ? distanceSql(origin) : sql<number | null>`null`;
  const column = of.listingType === 'sale' ? 'salePrice' : 'rent';
  const price = Number(of[column] ?? 0);
  const types = RESIDENTIAL_TYPES.includes(of.type as never) ? [...RESIDENTIAL_TYPES] : [of.type];
  let query = db
    .selectFrom('properties')
    .selectAll('properties')
    .select(distance.as('distanceKm'))
    .where((eb) => eb.and(PUBLIC_LISTING))
    .where('listingType', '=', of.listingType)
    .where('city', '=', of.city)
    .where('type', 'in', types)
    .where('id', '!=', of.id);
  if (price > 0)
    query = query
      .where(column, '>=', Math.floor(price * (1 - SIMILAR_PRICE_SPREAD)))
      .where(column, '<=', Math.ceil(price * (1 + SIMILAR_PRICE_SPREAD)));
  query = origin ? query.orderBy(distance) : query.orderBy('createdAt', 'desc');
  return query.orderBy('id').limit(limit).execute() as Promise<SearchRow[]>;
}
