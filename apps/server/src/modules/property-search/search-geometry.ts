import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Engine } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { EARTH_RADIUS_KM, pointExpression } from '../../db/migrations/020-postgres-search-indexes';
import type { SearchOrigin } from './search-types';

/** Where a listing is: the great-circle distance, the point index (PostgreSQL), the radius. */
type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'properties'>;

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle km from the origin, the same haversine as `haversineKm` of @nivaas/shared. */
export function distanceSql(origin: { lat: number; lng: number }): RawBuilder<number> {
  const lat = rad(origin.lat);
  const lng = rad(origin.lng);
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(power(sin((radians("latitude") - ${lat}) / 2), 2) + ${Math.cos(lat)} * cos(radians("latitude")) * power(sin((radians("longitude") - ${lng}) / 2), 2))))`;
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
export const pointSql = (p: PointIndex) => sql.raw(pointExpression(p.schema));

/** The origin's point (km), as pointSql places a listing. */
export function originXyz(origin: { lat: number; lng: number }): [number, number, number] {
  const lat = rad(origin.lat);
  const lng = rad(origin.lng);
  return [
    EARTH_RADIUS_KM * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS_KM * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS_KM * Math.sin(lat),
  ];
}

export const cubeFn = (p: PointIndex, name: string) =>
  sql.raw(`"${p.schema.replace(/"/g, '""')}".${name}`);
export const cubeOp = (p: PointIndex, op: '<@' | '<->') =>
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
export function withinRadius(
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
