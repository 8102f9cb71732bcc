import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { publishAfterCommit } from './publish-after-commit';
import { onApplicationSubmitted } from './on-application-submitted';
import './conversations.events';

/**
 * The conversations module's face: its routes, what open tabs hear of its own changes and its
 * reactions to other modules' events. Its events (`message.sent`, …) are declared in
 * conversations.events.ts; notifications react to `message.sent`.
 */
export { conversationsRoutes } from './conversations.routes';
/** For roommate requests: the direct thread an acceptance opens, and blocks between two people. */
export { isBlockedBetween, openDirectThread } from './direct-threads';
export { messageParties, reportedMessageContext } from './reported-message';

export function subscribe(deps: Pick<Deps, 'bus' | 'realtime' | 'db' | 'clock'>): void {
  publishAfterCommit(deps);
  onApplicationSubmitted(deps);
  onAccountErasing(deps);
}
