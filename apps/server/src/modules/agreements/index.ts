import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';

/**
 * The agreements module's face: its routes, the use cases trusted server code (the demo
 * seed) prepares and accepts agreements with, and its subscribers.
 */
export { agreementsRoutes } from './agreements.routes';
export { createAgreement } from './create-agreement';
export { acceptAgreement } from './accept-agreement';

/** A party deleting their account is shown as "Former member" in the terms (decision 069). */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onAccountErasing(deps);
}
