import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { onListingErasing } from './on-listing-erasing';
/** The comments module's face: its routes (comments and ratings on listings), and a comment's author for reports. */
export { commentsRoutes } from './comments.routes';
export { commentOf } from './comment-of';

/** What it reacts to: an account being deleted erases their comments and ratings. */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onListingErasing(deps);
  onAccountErasing(deps);
}
