import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { publishAfterCommit } from './publish-after-commit';
import './site-visits.events';
import { onListingErasing } from './on-listing-erasing';

/**
 * The site-visits module's face: its routes; its events `site-visit.changed` and
 * `site-visit.reminder-due` (declared in site-visits.events.ts, which notifications reacts to);
 * the reminders' scheduler; the use cases for trusted server code (the demo seed).
 */
export { siteVisitsRoutes } from './site-visits.routes';
export type { SiteVisitEvent, VisitReminderEvent } from './site-visits.events';
export { visitReminderScheduler } from './visit-reminder-scheduler';
export { sendVisitReminders, reminderMoment } from './send-visit-reminders';
export { setVisitingHours } from './set-visiting-hours';
export { requestSiteVisit } from './request-site-visit';
export { decideSiteVisit } from './decide-site-visit';

/** After commit, both sides' open tabs hear of each change; an erased account's visits go. */
export function subscribe(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  onListingErasing(deps);
  publishAfterCommit(deps);
  onAccountErasing(deps);
}
