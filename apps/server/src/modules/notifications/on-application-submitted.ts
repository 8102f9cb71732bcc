import type { Deps } from '../../plugins/events/deps';
import { applicationData, OWNER_APPLICATION_PAGE } from './application-notification';
import { storeNotifications } from './store-notifications';

/** The listing's owner hears of each new application at once (bell, realtime, mail), dated as it. */
export function onApplicationSubmitted(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('application.submitted', async (event, ctx) => {
    const applicant = event.tenantName || 'A tenant';
    await storeNotifications(
      ctx,
      [
        {
          userId: event.ownerId,
          type: 'applicationSubmitted',
          propertyId: event.propertyId,
          senderId: event.tenantId,
          title: 'New application',
          message: `${applicant} applied for "${event.propertyTitle}".`,
          data: { ...applicationData(event), applicantName: event.tenantName, kind: event.kind },
        },
      ],
      event.submittedAt,
      {
        pathFor: { [event.ownerId]: OWNER_APPLICATION_PAGE(event) },
        cta: 'Review the application',
      },
    );
  });
}
