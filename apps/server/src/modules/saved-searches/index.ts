import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { onListingOpened } from './on-listing-opened';
import './saved-searches.events';
import { onListingErasing } from './on-listing-erasing';

/**
 * The saved-searches module's face: its routes, its digest scheduler, and what it reacts to (a
 * listing opening alerts the saved searches it matches; decision 055). Its event
 * `saved-search.matched` is declared in saved-searches.events.ts.
 */
export { savedSearchesRoutes } from './saved-searches.routes';
export { savedSearchDigestScheduler } from './digest-scheduler';
export { sendDigests } from './send-digests';
export { saveSearch } from './save-search';
export { findMatchingSearches } from './find-matching-searches';
export { explainCandidates } from './explain-candidates';
export { indexedCriteria, matchesRest, type ListingToMatch } from './saved-search-criteria';

export function subscribe(deps: Pick<Deps, 'bus' | 'clock'>): void {
  onListingErasing(deps);
  onListingOpened(deps);
  onAccountErasing(deps);
}
