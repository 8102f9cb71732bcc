import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { RESIDENTIAL_TYPES, type ListingType } from '@nivaas/shared';
import { CompiledStatements } from '../../db/compiled-statements';
import type { Engine } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { EARTH_RADIUS_KM, pointExpression } from '../../db/migrations/020-postgres-search-indexes';
import { PUBLIC_LISTING, type ListingRecord } from '../properties/index';
import type { PageRequest, SearchCriteria, SearchKey, SearchOrigin } from './search-types';

/** The only place in the search module that speaks SQL. */
type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'properties'>;
/** A listing's columns as the search's own SQL selects them, with the distance from the origin. */
export type SearchRow = Selectable<Database['properties']> & { distanceKm: number | null };

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle km from the origin, the same haversine as `haversineKm` of @nivaas/shared. */
export function distanceSql(origin: { lat: number; lng: number }): RawBuilder<number> {
  const lat = rad(origin.lat);
  const lng = rad(origin.lng);
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(power(sin((radians("latitude") - ${lat}) / 2), 2) + ${Math.cos(lat)} * cos(radians("latitude")) * power(sin((radians("longitude") - ${lng}) / 2), 2))))`;
}

/** The price a listing is searched and sorted by: rent for rentals, the sale price for sales. */
export function priceSql(listingType: ListingType | undefined): RawBuilder<number> {
  if (listingType === 'rent') return sql<number>`"rent"`;
  if (listingType === 'sale') return sql<number>`"salePrice"`;
  return sql<number>`(case when "listingType" = 'rent' then "rent" else "salePrice" end)`;
}

/** `%text%` for LIKE with the caller's % and _ taken literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function priceRange(eb: Eb, column: 'rent' | 'salePrice', min?: number, max?: number) {
  const terms: Expression<SqlBool>[] = [];
  if (min !== undefined) terms.push(eb(column, '>=', min));
  if (max !== undefined) terms.push(eb(column, '<=', max));
  return eb.and(terms);
}

/**
 * Every filter of the criteria as SQL terms (and-ed by the caller). `textLeads`: on SQLite, the
 * free text's matches may be where the query starts (see textFilter).
 */
export function searchFilters(
  eb: Eb,
  engine: Engine,
  c: SearchCriteria,
  textLeads = false,
  pointIndex: PointIndex | null = null,
): Expression<SqlBool>[] {
  const flag = (v: boolean) => (engine === 'postgres' ? v : v ? 1 : 0);
  const w: Expression<SqlBool>[] = [...PUBLIC_LISTING];
  if (c.listingType) w.push(eb('listingType', '=', c.listingType));
  if (c.state) w.push(eb('state', '=', c.state));
  if (c.city) w.push(eb('city', '=', c.city));
  if (c.places)
    w.push(
      eb.or(
        c.places.map((p) =>
          eb.and([eb('city', '=', p.city), eb('sublocality', '=', p.sublocality)]),
        ),
      ),
    );
  if (c.type) w.push(eb('type', '=', c.type));
  if (c.minPrice !== undefined || c.maxPrice !== undefined) {
    if (c.listingType)
      w.push(
        priceRange(eb, c.listingType === 'rent' ? 'rent' : 'salePrice', c.minPrice, c.maxPrice),
      );
    else
      w.push(
        eb.or([
          eb.and([eb('listingType', '=', 'rent'), priceRange(eb, 'rent', c.minPrice, c.maxPrice)]),
          eb.and([
            eb('listingType', '=', 'sale'),
            priceRange(eb, 'salePrice', c.minPrice, c.maxPrice),
          ]),
        ]),
      );
  }
  if (c.bedrooms !== undefined) w.push(eb('bedrooms', '>=', c.bedrooms));
  if (c.bathrooms !== undefined) w.push(eb('bathrooms', '>=', c.bathrooms));
  if (c.furnishing) w.push(eb('furnishing', '=', c.furnishing));
  if (c.petFriendly !== undefined) w.push(eb('isPetFriendly', '=', flag(c.petFriendly)));
  if (c.genderPreference) w.push(eb('genderPreference', '=', c.genderPreference));
  if (c.accommodationType) w.push(eb('accommodationType', '=', c.accommodationType));
  if (c.roomSharing) w.push(eb('roomSharing', '=', c.roomSharing));
  if (c.messAvailable !== undefined) w.push(eb('messAvailability', '=', flag(c.messAvailable)));
  if (c.verified) w.push(eb('ownerVerifiedAt', 'is not', null));
  if (c.availableBy)
    w.push(eb.or([eb('availableFrom', 'is', null), eb('availableFrom', '<=', c.availableBy)]));
  if (c.text) w.push(textFilter(eb, engine, c.text, c.textMatches, textLeads));
  // PostgreSQL: the listing's own array (migration 020), which its GIN index serves.
  if (engine === 'postgres' && c.amenities.length > 0)
    w.push(sql<SqlBool>`"amenityList" @> ${sql.val(c.amenities)}::text[]`);
  else
    for (const amenity of c.amenities)
      w.push(
        eb.exists(
          eb
            .selectFrom('property_amenities')
            .select(sql`1`.as('one'))
            .whereRef('property_amenities.propertyId', '=', 'properties.id')
            .where('property_amenities.value', '=', amenity),
        ),
      );
  if (c.origin) w.push(...withinRadius(eb, c.origin, c.radiusKm, pointIndex));
  return w;
}

/** Fewer characters than this cannot use a trigram index: the text is then matched row by row. */
export const TRIGRAM_MIN_CHARS = 3;

/** The user's text as one FTS5 string: a phrase of its trigrams, matched as a substring. */
export const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/**
 * Past this many trigram matches a text counts as common (SQLite): matching it row by row along
 * the page's index then finds a page sooner than collecting every match first. Measured on 100k
 * listings (docs/operations/benchmarks.md): collecting costs ~1 µs a match ("metro": 35k
 * matches, 37 ms), a row-by-row test ~0.6 µs a row walked, which for 2% of rows or more matching
 * is a few thousand rows for a page or a capped count.
 */
export const COMMON_TEXT_MATCHES = 2000;

/**
 * Whether LIKE and the trigram index agree on the text's matches: they fold case alike for ASCII
 * and for scripts without case (Devanagari), but LIKE leaves "É" and "é" apart.
 */
export const likeAgreesWithTrigrams = (text: string): boolean =>
  [...text].every((ch) => ch.charCodeAt(0) < 128 || ch.toLowerCase() === ch.toUpperCase());

/**
 * Whether a probe of the text's matches can change the plan: SQLite, a trigram to look up, and
 * text the row-by-row plan would match alike (otherwise the plan is the same either way).
 */
export const wantsTextProbe = (engine: Engine, text: string | undefined): text is string =>
  engine === 'sqlite' &&
  text !== undefined &&
  [...text].length >= TRIGRAM_MIN_CHARS &&
  likeAgreesWithTrigrams(text);

/** How many of the first `common` trigram matches of the text there are (SQLite only). */
export const textProbeQuery = (text: string, common = COMMON_TEXT_MATCHES) =>
  sql<{
    n: number;
  }>`select count(*) as "n" from (select 1 from "properties_fts" where "properties_fts" match ${ftsPhrase(text)} limit ${common})`;

/** 'many' when the trigram index holds at least `common` matches of the text (SQLite only). */
export async function probeTextMatches(
  db: Db,
  text: string,
  common = COMMON_TEXT_MATCHES,
): Promise<'few' | 'many'> {
  const { rows } = await textProbeQuery(text, common).execute(db);
  return Number(rows[0]?.n ?? 0) >= common ? 'many' : 'few';
}

/**
 * Case-insensitive substring match over title, description and locality. SQLite: 3+ characters
 * go to the FTS5 trigram index of migration 005, shorter text (no trigram to look up) is matched
 * with `LIKE` on each row. PostgreSQL: `LIKE` on the lower-cased `searchText` of migration 020,
 * which its pg_trgm index and each city's covering index serve.
 *
 * On SQLite the plan follows how common the text is (`c.textMatches`, probed first):
 * - few: the matching rowids are read into a temporary b-tree and lead: each is looked up in
 *   `properties`, and the few rows are sorted.
 * - many ("metro" is in a third of all listings): no index lookup at all; the query walks the
 *   index of its filters and sort and tests each row with `LIKE`, stopping at the page's end
 *   (or the count's cap) after a few rows per match. Only where LIKE finds exactly what the
 *   index would (likeAgreesWithTrigrams); otherwise as "few".
 * - not probed: the old rule, for counts of new listings: the rowids lead only where `leads`
 *   (a count over the whole country), else they are read once and each row checked against them.
 */
function textFilter(
  eb: Eb,
  engine: Engine,
  text: string,
  matches: SearchCriteria['textMatches'],
  leads: boolean,
): Expression<SqlBool> {
  const scan = matches === 'many' && likeAgreesWithTrigrams(text);
  if (engine === 'sqlite' && [...text].length >= TRIGRAM_MIN_CHARS && !scan) {
    const lead = matches === 'few' || leads;
    return sql<SqlBool>`${sql.raw(lead ? '"rowid"' : '+"rowid"')} in (select "rowid" from "properties_fts" where "properties_fts" match ${ftsPhrase(text)})`;
  }
  const pattern = likePattern(text);
  // PostgreSQL: the listing's lower-cased text of migration 020, which the city's covering index
  // holds. Text with a line break (never, once cleaned) could span two columns there.
  if (engine === 'postgres' && !text.includes('\n'))
    return sql<SqlBool>`"searchText" like lower(${pattern}) escape '\\'`;
  const like = sql.raw(engine === 'postgres' ? 'ilike' : 'like');
  return eb.or(
    (['title', 'description', 'sublocality'] as const).map(
      (column) => sql<SqlBool>`${sql.ref(column)} ${like} ${pattern} escape '\\'`,
    ),
  );
}

/**
 * PostgreSQL with the point index of migration 020: the schema of the `cube` extension, whose
 * functions and operators the search names in full (the search path may hold only the app's
 * schema). Null: no index (SQLite, or PostgreSQL without `cube`), the latitude box serves.
 */
export interface PointIndex {
  schema: string;
}

const pointIndexByDb = new WeakMap<Db, PointIndex | null>();

/** The point index of the database, as found by detectPointIndex at start (null if none). */
export const pointIndexOf = (db: Db): PointIndex | null => pointIndexByDb.get(db) ?? null;

/**
 * Looks once for the point index (PostgreSQL), remembers it for the database's searches and
 * returns it. A database without it (no `cube` where 020 ran) keeps the latitude box.
 */
export async function detectPointIndex(db: Db, engine: Engine): Promise<PointIndex | null> {
  let found: PointIndex | null = null;
  if (engine === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select n.nspname as "schema" from pg_extension x
      join pg_namespace n on n.oid = x.extnamespace
      where x.extname = 'cube' and to_regclass('properties_open_point_idx') is not null`.execute(
      db,
    );
    found = rows[0] ? { schema: rows[0].schema } : null;
  }
  pointIndexByDb.set(db, found);
  return found;
}

/** The listing's point in 3-D (km), written exactly as the index of migration 020 is. */
const pointSql = (p: PointIndex) => sql.raw(pointExpression(p.schema));

/** The origin's point (km), as pointSql places a listing. */
function originXyz(origin: { lat: number; lng: number }): [number, number, number] {
  const lat = rad(origin.lat);
  const lng = rad(origin.lng);
  return [
    EARTH_RADIUS_KM * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS_KM * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS_KM * Math.sin(lat),
  ];
}

const cubeFn = (p: PointIndex, name: string) =>
  sql.raw(`"${p.schema.replace(/"/g, '""')}".${name}`);
const cubeOp = (p: PointIndex, op: '<@' | '<->') =>
  sql.raw(`operator("${p.schema.replace(/"/g, '""')}".${op})`);

/**
 * The straight-line (chord) distance from the origin, which the point index walks in order. It
 * grows with the great-circle distance, so nearest by one is nearest by the other (to rounding).
 */
export function chordSql(p: PointIndex, origin: { lat: number; lng: number }): RawBuilder<number> {
  const [x, y, z] = originXyz(origin);
  return sql<number>`(${pointSql(p)} ${cubeOp(p, '<->')} ${cubeFn(p, 'cube')}(array[${x}, ${y}, ${z}]::float8[]))`;
}

/** A bounding box the latitude index can range over, then the exact great-circle test. */
function withinRadius(
  eb: Eb,
  origin: SearchOrigin,
  radiusKm: number,
  pointIndex: PointIndex | null,
): Expression<SqlBool>[] {
  if (pointIndex) {
    // A cube around the sphere of the radius: a chord is never longer than its arc, and the
    // margin covers rounding. The exact test then drops the corners.
    const d = radiusKm * 1.001;
    const [x, y, z] = originXyz(origin);
    return [
      sql<SqlBool>`${pointSql(pointIndex)} ${cubeOp(pointIndex, '<@')} ${cubeFn(pointIndex, 'cube')}(array[${x - d}, ${y - d}, ${z - d}]::float8[], array[${x + d}, ${y + d}, ${z + d}]::float8[])`,
      sql<SqlBool>`${distanceSql(origin)} <= ${radiusKm}`,
    ];
  }
  // A hair wider than the circle so rounding never drops a listing right on its edge.
  const dLat = (radiusKm / KM_PER_DEGREE) * 1.001;
  const dLng = dLat / Math.max(Math.cos(rad(origin.lat)), 0.01);
  return [
    eb('latitude', '>=', origin.lat - dLat),
    eb('latitude', '<=', origin.lat + dLat),
    eb('longitude', '>=', origin.lng - dLng),
    eb('longitude', '<=', origin.lng + dLng),
    sql<SqlBool>`${distanceSql(origin)} <= ${radiusKm}`,
  ];
}

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
  const compiled = compiledFor(db).compile(key, {}, () => pinsQuery(db, engine, c, sort, limit));
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

/**
 * Each database's search statements, compiled once per search (see CompiledStatements). A cache
 * belongs to one database, so its keys need not name the engine.
 */
const compiledByDb = new WeakMap<Db, CompiledStatements>();
function compiledFor(db: Db): CompiledStatements {
  let statements = compiledByDb.get(db);
  if (!statements) compiledByDb.set(db, (statements = new CompiledStatements()));
  return statements;
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
  const compiled = compiledFor(db).compile(key, instants, (w) => countQuery(db, engine, c, w, cap));
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
  const compiled = compiledFor(db).compile(key, varying, (v) =>
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
