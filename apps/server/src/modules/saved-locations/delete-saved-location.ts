import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { publishSavedLocationChanged } from './saved-location-events';
import { deleteSavedLocation } from './saved-locations.repository';

/** Removes the person's own place; an unknown id (or someone else's) is a 404 (spec section 5). */
export async function removeSavedLocation(
  deps: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  id: string,
): Promise<void> {
  if (!(await deleteSavedLocation(deps.db, userId, id)))
    throw new AppError('saved-location.not-found');
  publishSavedLocationChanged(deps, userId, id);
}
