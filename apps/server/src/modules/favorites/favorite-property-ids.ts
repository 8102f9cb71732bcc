import type { Deps } from '../../plugins/events/deps';
import { favoritePropertyIds } from './favorites.repository';

/** Ids of the person's favourite listings, newest favourite first (for their own profile). */
export const listFavoriteIds = (deps: Pick<Deps, 'db'>, userId: string): Promise<string[]> =>
  favoritePropertyIds(deps.db, userId);
