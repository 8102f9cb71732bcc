import type { Deps } from '../../plugins/events/deps';
import { applicationData, TENANT_APPLICATIONS_PAGE } from './application-notification';
import { storeNotifications } from './store-notifications';

/** The seeker hears of the owner's decision at once (bell, realtime, mail), with any reason. */
export function onApplicationDecided(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('application.decided', async (event, ctx) => {
    const approved = event.status === 'approved';
    const reason = event.rejectionReason ? ` Reason: ${event.rejectionReason}` : '';
    await storeNotifications(
      ctx,
      [
        {
          userId: event.tenantId,
          type: approved ? 'applicationApproved' : 'applicationRejected',
          propertyId: event.propertyId,
          senderId: event.ownerId,
          title: approved ? 'Application approved' : 'Application rejected',
          message: approved
            ? `Your application for "${event.propertyTitle}" was approved.`
            : `Your application for "${event.propertyTitle}" was rejected.${reason}`,
          data: {
            ...applicationData(event),
            status: event.status,
            reason: event.rejectionReason,
          },
        },
      ],
      event.reviewedAt,
      {
        pathFor: { [event.tenantId]: TENANT_APPLICATIONS_PAGE },
        cta: 'See your applications',
      },
    );
  });
}
