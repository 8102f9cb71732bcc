import type { SavedLocation, SavedLocationPatch } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { loadOwnSavedLocation } from './load-saved-location';
import { toSavedLocation } from './present-saved-location';
import { resolvePlace, type PlaceInput } from './resolve-place';
import { savedLocationName } from './saved-location-name';
import { publishSavedLocationChanged } from './saved-location-events';
import {
  findSavedLocation,
  updateSavedLocation,
  type SavedLocationColumns,
  type SavedLocationRow,
} from './saved-locations.repository';

/**
 * The place a patch describes, or undefined when it leaves the place alone. Sending a point
 * alone moves the place to that point (the old locality is dropped); sending a city or locality
 * alone keeps the other half of the stored locality.
 */
function placeOfPatch(row: SavedLocationRow, patch: SavedLocationPatch): PlaceInput | undefined {
  const { city, sublocality, point } = patch;
  if (city === undefined && sublocality === undefined && point === undefined) return undefined;
  const keepLocality = point == null;
  return {
    city: city !== undefined ? city : keepLocality ? row.city : null,
    sublocality: sublocality !== undefined ? sublocality : keepLocality ? row.sublocality : null,
    point: point ?? null,
  };
}

/** Changes some fields of the person's own place. */
export async function editSavedLocation(
  deps: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  id: string,
  patch: SavedLocationPatch,
): Promise<SavedLocation> {
  const row = await loadOwnSavedLocation(deps, userId, id);
  const place = placeOfPatch(row, patch);
  const columns: SavedLocationColumns = {
    ...(patch.name !== undefined ? { name: savedLocationName(patch.name) } : {}),
    ...(place ? resolvePlace(place) : {}),
    ...(patch.commuteMode !== undefined ? { commuteMode: patch.commuteMode } : {}),
    ...(patch.commuteTime !== undefined ? { commuteTime: patch.commuteTime } : {}),
    ...(patch.radiusKm !== undefined ? { radiusKm: patch.radiusKm } : {}),
  };
  const notFound = () => new AppError('saved-location.not-found');
  if (Object.keys(columns).length === 0) return toSavedLocation(row);
  if (!(await updateSavedLocation(deps.db, userId, id, { ...columns, updatedAt: nowIso() })))
    throw notFound();
  publishSavedLocationChanged(deps, userId, id);
  const updated = await findSavedLocation(deps.db, userId, id);
  if (!updated) throw notFound();
  return toSavedLocation(updated);
}
