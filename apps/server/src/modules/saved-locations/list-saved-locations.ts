import type { SavedLocation } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { toSavedLocation } from './present-saved-location';
import { listSavedLocations } from './saved-locations.repository';

/** The person's own places, in the order they saved them. */
export async function listMySavedLocations(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<SavedLocation[]> {
  return (await listSavedLocations(deps.db, userId)).map(toSavedLocation);
}
