import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { onListingErasing } from './on-listing-erasing';
/** The favorites module's face: its routes (a person's saved listings are read only through them). */
export { favoritesRoutes } from './favorites.routes';
export { listFavoriteIds } from './favorite-property-ids';

/** What it reacts to: an account being deleted erases their saved listings. */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onListingErasing(deps);
  onAccountErasing(deps);
}
