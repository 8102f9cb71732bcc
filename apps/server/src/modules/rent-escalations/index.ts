import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { publishAfterCommit } from './publish-after-commit';
import './rent-escalations.events';
import { onListingErasing } from './on-listing-erasing';

/** The rent-escalations module's face: its routes, its scheduler and its subscribers. */
export { rentEscalationsRoutes } from './rent-escalations.routes';
export { rentEscalationScheduler } from './rent-escalation-scheduler';
export { runScheduledEscalations } from './run-scheduled-escalations';
export { saveRentEscalation } from './save-rent-escalation';
export { applyRentIncreaseNow } from './apply-rent-increase';
export type { NoticeRecipient, RentEscalationNoticeEvent } from './rent-escalations.events';

export function subscribe(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  onListingErasing(deps);
  publishAfterCommit(deps);
  onAccountErasing(deps);
}
