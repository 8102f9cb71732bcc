import type { FastifyInstance } from 'fastify';
import { roundKm, type Property, type PropertySearchHit } from '@nivaas/shared';
import { toPropertyImage } from '../properties/present-property-image';
import { toProperty } from '../properties/present-property';
import { loadLists } from '../properties/properties.repository';
import { loadImages } from '../properties/property-images.repository';
import type { PropertyImageRow } from '../properties/property-images.repository';
import type { PageRow, SearchRow } from './property-search.repository';

/** The listing with its distance from the search's origin added in place (no copy of 50 fields). */
const withDistance = (property: Property, row: SearchRow): PropertySearchHit =>
  Object.assign(property, {
    distanceKm: row.distanceKm === null ? null : roundKm(Number(row.distanceKm)),
  });

/** Rows as the API answers them: lists and photos of all of them in one query each. */
export async function toSearchHits(
  app: FastifyInstance,
  rows: readonly SearchRow[],
): Promise<PropertySearchHit[]> {
  const ids = rows.map((r) => r.id);
  const [lists, images] = await Promise.all([loadLists(app.db, ids), loadImages(app.db, ids)]);
  return rows.map((row) =>
    withDistance(
      toProperty(
        row,
        lists.get(row.id) ?? { amenities: [], nearbyFacilities: [], houseRules: [] },
        (images.get(row.id) ?? []).map((image) => toPropertyImage(app.storage, image)),
      ),
      row,
    ),
  );
}

/** PostgreSQL hands json back parsed, SQLite as text. */
const fromJson = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/** A page whose rows carry their lists and photos (see pageQuery): no further query. */
export function toPageHits(app: FastifyInstance, rows: readonly PageRow[]): PropertySearchHit[] {
  return rows.map((row) =>
    withDistance(
      toProperty(
        row,
        {
          amenities: fromJson<string>(row.amenitiesJson),
          nearbyFacilities: fromJson<string>(row.nearbyFacilitiesJson),
          houseRules: fromJson<string>(row.houseRulesJson),
        },
        fromJson<PropertyImageRow>(row.imagesJson).map((image) =>
          toPropertyImage(app.storage, image),
        ),
      ),
      row,
    ),
  );
}
