import type { Property } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { toPropertyImage } from './present-property-image';
import { toProperty } from './present-property';
import { loadLists, type PropertyRow } from './properties.repository';
import { loadImages } from './property-images.repository';

/**
 * Listing rows as the API answers them, in the rows' order: the lists and photos of all of them
 * in one query each. For any module that has found listings (favourites, search, the owner's own).
 */
export async function presentProperties(
  deps: Pick<Deps, 'db' | 'storage'>,
  rows: readonly PropertyRow[],
): Promise<Property[]> {
  const ids = rows.map((r) => r.id);
  const [lists, images] = await Promise.all([loadLists(deps.db, ids), loadImages(deps.db, ids)]);
  return rows.map((row) =>
    toProperty(
      row,
      lists.get(row.id) ?? { amenities: [], nearbyFacilities: [], houseRules: [] },
      (images.get(row.id) ?? []).map((image) => toPropertyImage(deps.storage, image)),
    ),
  );
}
