import { roundKm, type Property, type PropertySearchHit } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { FileStorage } from '../../plugins/storage/storage';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { presentProperties, toProperty, toPropertyImage } from '../properties/index';
import type { PageRow, SearchRow } from './property-search.repository';

/** The listing with its distance from the search's origin added in place (no copy of 50 fields). */
const withDistance = (property: Property, row: SearchRow): PropertySearchHit =>
  Object.assign(property, {
    distanceKm: row.distanceKm === null ? null : roundKm(Number(row.distanceKm)),
  });

/** Rows as the API answers them: lists and photos of all of them in one query each. */
export async function toSearchHits(
  deps: Pick<Deps, 'db' | 'storage'>,
  rows: readonly SearchRow[],
): Promise<PropertySearchHit[]> {
  const properties = await presentProperties(deps, rows);
  return properties.map((property, i) => withDistance(property, rows[i]!));
}

/** PostgreSQL hands json back parsed, SQLite as text. */
const fromJson = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/** A page whose rows carry their lists and photos (see pageQuery): no further query. */
export function toPageHits(storage: FileStorage, rows: readonly PageRow[]): PropertySearchHit[] {
  return rows.map((row) =>
    withDistance(
      toProperty(
        row,
        {
          amenities: fromJson<string>(row.amenitiesJson),
          nearbyFacilities: fromJson<string>(row.nearbyFacilitiesJson),
          houseRules: fromJson<string>(row.houseRulesJson),
        },
        fromJson<Selectable<Database['property_images']>>(row.imagesJson).map((image) =>
          toPropertyImage(storage, image),
        ),
      ),
      row,
    ),
  );
}
