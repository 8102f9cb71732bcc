import type { Deps } from '../../plugins/events/deps';
import '../verifications/index';
import { storeNotifications } from './store-notifications';

/** An owner or provider hears that an admin approved their document, or why it was rejected. */
export function onVerificationDecided(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('verification.decided', async (event, ctx) => {
    const listing = event.subjectType === 'listing';
    const approved = event.status === 'approved';
    const what = listing ? `"${event.subjectTitle}"` : 'your provider profile';
    const path = listing
      ? `/owner/properties/${encodeURIComponent(event.subjectId)}`
      : '/service-provider/profile';
    await storeNotifications(
      ctx,
      [
        {
          userId: event.userId,
          type: approved ? 'verificationApproved' : 'verificationRejected',
          propertyId: listing ? event.subjectId : null,
          title: approved
            ? listing
              ? 'You are a verified owner'
              : 'You are a verified provider'
            : 'Your verification document was rejected',
          message: approved
            ? `An admin approved your document for ${what}.`
            : `An admin rejected your document for ${what}. Reason: ${event.reason ?? ''}`,
          data: {
            subjectType: event.subjectType,
            subjectId: event.subjectId,
            title: event.subjectTitle,
            ...(event.reason ? { reason: event.reason } : {}),
          },
        },
      ],
      event.at,
      { pathFor: { [event.userId]: path }, cta: 'See your verification' },
    );
  });
}
