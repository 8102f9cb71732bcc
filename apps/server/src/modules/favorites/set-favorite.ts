import type { FastifyInstance } from 'fastify';
import { userRoom, type FavoriteState } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { findViewableProperty } from '../properties/load-property';
import { addFavorite, removeFavorite } from './favorites.repository';

/**
 * Saves or unsaves a listing for the caller; both are idempotent. Saving needs a listing the
 * caller can see; unsaving never does, so a favourite of a vanished listing can always go.
 */
export async function setFavorite(
  app: FastifyInstance,
  caller: RequestAuth,
  propertyId: string,
  favorited: boolean,
): Promise<FavoriteState> {
  if (favorited) {
    await findViewableProperty(app, caller, propertyId);
    await addFavorite(app.db, caller.userId, propertyId, nowIso());
  } else {
    await removeFavorite(app.db, caller.userId, propertyId);
  }
  app.events.publish('favorite.changed', { propertyId, favorited }, [userRoom(caller.userId)]);
  return { propertyId, favorited };
}
