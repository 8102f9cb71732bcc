import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { publishAfterCommit } from './publish-after-commit';
import './interests.events';
import { onListingErasing } from './on-listing-erasing';

/**
 * The interests module's face: its routes, who said "I'm interested" in a listing (the tenants
 * among them hear of its changes) and what open tabs hear when someone does (`interest.added`).
 */
export { interestsRoutes } from './interests.routes';
export { interestedTenantIds } from './interested-tenants';

export function subscribe(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  onListingErasing(deps);
  publishAfterCommit(deps);
  onAccountErasing(deps);
}
