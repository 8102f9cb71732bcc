import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { listMySavedLocations } from '../saved-locations/list-saved-locations';
import { ensureProfile } from './ensure-profile';
import { toSessionUser, type SavedLists } from './present-user';
import { listFavoritePropertyIds, listServiceAreas } from './users.repository';

/** The person's saved places and favourites, read where they are kept (never copied). */
export async function loadSavedLists(app: FastifyInstance, userId: string): Promise<SavedLists> {
  const [savedLocations, savedProperties] = await Promise.all([
    listMySavedLocations(app, userId),
    listFavoritePropertyIds(app.db, userId),
  ]);
  return { savedLocations, savedProperties };
}

/** The signed-in person's own record, made complete on first read. */
export async function getMe(app: FastifyInstance, userId: string): Promise<SessionUser> {
  const row = await ensureProfile(app, userId);
  // A session whose user was deleted meanwhile is as good as none.
  if (!row) throw new AppError('unauthenticated');
  const [areas, saved] = await Promise.all([
    listServiceAreas(app.db, userId),
    loadSavedLists(app, userId),
  ]);
  return toSessionUser(row, areas, saved);
}
