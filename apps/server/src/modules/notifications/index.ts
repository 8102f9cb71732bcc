import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { onApplicationDecided } from './on-application-decided';
import { onApplicationSubmitted } from './on-application-submitted';
import { onBookingCancelled } from './on-booking-cancelled';
import { onBookingConfirmed } from './on-booking-confirmed';
import { onBookingRequested } from './on-booking-requested';
import { onMessageSent } from './on-message-sent';
import { onPropertyChanged } from './on-property-changed';
import { onRentEscalationApplied } from './on-rent-escalation-applied';
import { onRentEscalationDue } from './on-rent-escalation-due';
import { onRentReminderDue } from './on-rent-reminder-due';
import { onContentModerated } from './on-content-moderated';
import { onReportHandled } from './on-report-handled';
import { onRoommateRequest } from './on-roommate-request';
import { onSavedSearchMatched } from './on-saved-search-matched';
import { onSavedSearchDigestDue } from './on-saved-search-digest-due';
import { onVerificationDecided } from './on-verification-decided';
import { onServiceBookingChanged } from './on-service-booking-changed';
import { onSiteVisitChanged } from './on-site-visit-changed';
import { onSiteVisitReminderDue } from './on-site-visit-reminder-due';
import { publishAfterCommit } from './publish-after-commit';
import { queueNotificationMails } from './notification-mail';

/** The notifications module's face: its routes and the notices it keeps of others' events. */
export { notificationsRoutes } from './notifications.routes';
export { notificationText } from './notification-text';
export { describePropertyChange, type ListingState } from './property-change-notifications';

export function subscribe(
  deps: Pick<Deps, 'bus' | 'realtime' | 'db' | 'mailer' | 'config' | 'log' | 'clock'>,
): void {
  publishAfterCommit(deps);
  queueNotificationMails(deps);
  onPropertyChanged(deps);
  onMessageSent(deps);
  onApplicationSubmitted(deps);
  onApplicationDecided(deps);
  onBookingRequested(deps);
  onBookingConfirmed(deps);
  onBookingCancelled(deps);
  onRentEscalationDue(deps);
  onRentEscalationApplied(deps);
  onRentReminderDue(deps);
  onRoommateRequest(deps);
  onReportHandled(deps);
  onContentModerated(deps);
  onServiceBookingChanged(deps);
  onSavedSearchMatched(deps);
  onSavedSearchDigestDue(deps);
  onSiteVisitChanged(deps);
  onSiteVisitReminderDue(deps);
  onVerificationDecided(deps);
  onAccountErasing(deps);
}
