import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
/**
 * The saved-locations module's face: its routes, a person's own places (for their record) and
 * one of them by id (a search near a saved place). Someone else's place reads as missing.
 */
export { savedLocationsRoutes } from './saved-locations.routes';
export { listMySavedLocations } from './list-saved-locations';
export { findSavedLocation, type SavedPlace } from './find-saved-place';

/** What it reacts to: an account being deleted erases their saved places. */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onAccountErasing(deps);
}
