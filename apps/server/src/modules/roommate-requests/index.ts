import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import './roommate-requests.events';

/**
 * The roommate-requests module's face: its routes. Its events (`roommate-request.sent`,
 * `roommate-request.answered`) are declared in roommate-requests.events.ts; notifications react
 * to both.
 */
export { roommateRequestsRoutes } from './roommate-requests.routes';
export type { RoommateRequestEvent } from './roommate-requests.events';
/** For trusted server code (the demo seed). */
export { sendRoommateRequest } from './send-roommate-request';
export { answerRoommateRequest } from './answer-roommate-request';

/** What it reacts to: an account being deleted erases their requests. */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onAccountErasing(deps);
}
