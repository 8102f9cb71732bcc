import type { Deps } from '../../plugins/events/deps';
import { storeNotifications } from './store-notifications';

const WHAT = {
  listing: 'listing',
  'roommate-profile': 'roommate profile',
  service: 'service',
} as const;
const DONE = { hidden: 'hidden', unhidden: 'shown again', deleted: 'removed' } as const;

/** An owner hears, with the admin's reason, that their listing or roommate profile was moderated. */
export function onContentModerated(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('content.moderated', async (event, ctx) => {
    const what = WHAT[event.contentType];
    const path =
      event.change === 'deleted'
        ? '/notifications'
        : event.contentType === 'listing'
          ? `/properties/${encodeURIComponent(event.contentId)}`
          : event.contentType === 'service'
            ? '/service-provider/services'
            : '/roommates/profile';
    await storeNotifications(
      ctx,
      [
        {
          userId: event.ownerId,
          type: 'contentModerated',
          // A deleted listing's row is gone: the notice keeps its id in data only.
          propertyId:
            event.contentType === 'listing' && event.change !== 'deleted' ? event.contentId : null,
          title: `Your ${what} was ${DONE[event.change]} by an admin`,
          message: `"${event.title}" was ${DONE[event.change]} by an admin. Reason: ${event.reason}`,
          data: {
            contentType: event.contentType,
            contentId: event.contentId,
            change: event.change,
            title: event.title,
            reason: event.reason,
          },
        },
      ],
      event.at,
      { pathFor: { [event.ownerId]: path }, cta: `See your ${what}` },
    );
  });
}
