import type { Deps } from '../../plugins/events/deps';
import { messageNotification } from './message-notification';
import { storeNotifications } from './store-notifications';

/** "New message from …" for the receiver, stored in the send's own transaction. */
export function onMessageSent(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction(
    'message.sent',
    async ({ message, senderName, propertyId, preview }, ctx) => {
      await storeNotifications(
        ctx,
        [
          messageNotification({
            receiverId: message.receiverId,
            senderId: message.senderId,
            senderName,
            messageId: message.id,
            content: preview,
            propertyId,
          }),
        ],
        deps.clock.now().toISOString(),
      );
    },
  );
}
