import type { SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { listFavoriteIds } from '../favorites/index';
import { listMySavedLocations } from '../saved-locations/index';
import { ensureProfile } from './ensure-profile';
import { toSessionUser, type SavedLists } from './present-user';
import { listServiceAreas } from './users.repository';

/** The person's saved places and favourites, read where they are kept (never copied). */
export async function loadSavedLists(deps: Pick<Deps, 'db'>, userId: string): Promise<SavedLists> {
  const [savedLocations, savedProperties] = await Promise.all([
    listMySavedLocations(deps, userId),
    listFavoriteIds(deps, userId),
  ]);
  return { savedLocations, savedProperties };
}

/** The signed-in person's own record, made complete on first read. */
export async function getMe(deps: Pick<Deps, 'db'>, userId: string): Promise<SessionUser> {
  const row = await ensureProfile(deps, userId);
  // A session whose user was deleted meanwhile is as good as none.
  if (!row) throw new AppError('unauthenticated');
  const [areas, saved] = await Promise.all([
    listServiceAreas(deps.db, userId),
    loadSavedLists(deps, userId),
  ]);
  return toSessionUser(row, areas, saved);
}
