import type { SavedLocation, savedLocationInputSchema } from '@nivaas/shared';
import type { z } from 'zod';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { toSavedLocation } from './present-saved-location';
import { resolvePlace } from './resolve-place';
import { savedLocationName } from './saved-location-name';
import { publishSavedLocationChanged } from './saved-location-events';
import { maySaveAnother } from './saved-locations.policy';
import {
  countSavedLocations,
  findSavedLocation,
  insertSavedLocation,
  lockSavedLocationsOf,
} from './saved-locations.repository';

type Input = z.output<typeof savedLocationInputSchema>;

/** Saves a place for the person, up to SAVED_LOCATION_LIMITS.perUser of them. */
export async function addSavedLocation(
  deps: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  input: Input,
): Promise<SavedLocation> {
  const name = savedLocationName(input.name);
  const place = resolvePlace(input);
  const id = newId();
  const at = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    // "The user record must exist" (spec section 5); and the count below is not raced.
    if (!(await lockSavedLocationsOf(trx, userId)))
      throw new AppError('saved-location.sign-in-required');
    if (!maySaveAnother(await countSavedLocations(trx, userId)))
      throw new AppError('saved-location.too-many');
    await insertSavedLocation(trx, {
      id,
      userId,
      name,
      ...place,
      commuteMode: input.commuteMode,
      commuteTime: input.commuteTime,
      radiusKm: input.radiusKm,
      createdAt: at,
      updatedAt: at,
    });
  });
  publishSavedLocationChanged(deps, userId, id);
  const saved = await findSavedLocation(deps.db, userId, id);
  if (!saved) throw new AppError('saved-location.not-found');
  return toSavedLocation(saved);
}
