import type { Deps } from '../../plugins/events/deps';
import { storeNotifications } from './store-notifications';

const profilePage = (userId: string) => `/roommates/profile/${encodeURIComponent(userId)}`;
const threadPage = (userId: string) => `/roommates/messages/${encodeURIComponent(userId)}`;

/**
 * Roommate requests, both sides (bell, realtime, mail): the receiver hears of a new request,
 * the sender of the answer. An acceptance leads to the chat it opened.
 */
export function onRoommateRequest(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('roommate-request.sent', async (event, ctx) => {
    await storeNotifications(
      ctx,
      [
        {
          userId: event.toUserId,
          type: 'roommateRequestReceived',
          senderId: event.fromUserId,
          title: 'New roommate request',
          message: `${event.fromName} would like to be your roommate.`,
          data: { requestId: event.requestId, name: event.fromName },
        },
      ],
      event.at,
      { pathFor: { [event.toUserId]: profilePage(event.fromUserId) }, cta: 'See the request' },
    );
  });
  deps.bus.onInTransaction('roommate-request.answered', async (event, ctx) => {
    const accepted = event.status === 'accepted';
    await storeNotifications(
      ctx,
      [
        {
          userId: event.fromUserId,
          type: accepted ? 'roommateRequestAccepted' : 'roommateRequestDeclined',
          senderId: event.toUserId,
          title: accepted ? 'Roommate request accepted' : 'Roommate request declined',
          message: accepted
            ? `${event.toName} accepted your roommate request. You can chat now.`
            : `${event.toName} declined your roommate request.`,
          data: { requestId: event.requestId, name: event.toName },
        },
      ],
      event.at,
      {
        pathFor: {
          [event.fromUserId]: accepted ? threadPage(event.toUserId) : profilePage(event.toUserId),
        },
        cta: accepted ? 'Start chatting' : 'See their profile',
      },
    );
  });
}
