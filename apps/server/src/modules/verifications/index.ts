import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import './verifications.events';

/**
 * The verifications module's face (decision 058): its routes, and which providers an admin
 * verified (for provider pages). A listing's verified owner is kept on the listing itself.
 */
export { verificationsRoutes } from './verifications.routes';
export { approvedProviders } from './approved-providers';
export type { VerificationDecidedEvent } from './verifications.events';
export { sendVerification } from './send-verification';
export { decideVerification } from './decide-verification';

/** What it reacts to: an account being deleted erases the documents they sent. */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onAccountErasing(deps);
}
