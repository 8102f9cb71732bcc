import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { findSavedLocation, type SavedLocationRow } from './saved-locations.repository';

/** The caller's own place, or a 404 (also for someone else's: see saved-locations.policy). */
export async function loadOwnSavedLocation(
  deps: Pick<Deps, 'db'>,
  userId: string,
  id: string,
): Promise<SavedLocationRow> {
  const row = await findSavedLocation(deps.db, userId, id);
  if (!row) throw new AppError('saved-location.not-found');
  return row;
}
