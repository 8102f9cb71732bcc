import { userRoom, type FavoriteState } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findViewableProperty } from '../properties/index';
import { addFavorite, removeFavorite } from './favorites.repository';

/**
 * Saves or unsaves a listing for the caller; both are idempotent. Saving needs a listing the
 * caller can see; unsaving never does, so a favourite of a vanished listing can always go.
 */
export async function setFavorite(
  deps: Pick<Deps, 'db' | 'realtime'>,
  caller: RequestAuth,
  propertyId: string,
  favorited: boolean,
): Promise<FavoriteState> {
  if (favorited) {
    await findViewableProperty(deps, caller, propertyId);
    await addFavorite(deps.db, caller.userId, propertyId, nowIso());
  } else {
    await removeFavorite(deps.db, caller.userId, propertyId);
  }
  deps.realtime.publish('favorite.changed', { propertyId, favorited }, [userRoom(caller.userId)]);
  return { propertyId, favorited };
}
