import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import './conversations.events';

/**
 * What open tabs hear of conversations, once a change has committed. Both participants hear in
 * their own rooms (every tab and device of each); a room per conversation is not needed when a
 * thread has exactly two people.
 */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  const { bus, realtime } = deps;
  // At the commit, not after the flush to the disk: the hottest path of the product. If the
  // power failed in between, the sender had no answer and sends it again with the same key.
  bus.onAfterCommit(
    'message.sent',
    ({ message }) => {
      realtime.publish('message.created', { conversationId: message.conversationId, message }, [
        userRoom(message.senderId),
        userRoom(message.receiverId),
      ]);
    },
    { atCommit: true },
  );
  bus.onAfterCommit('message.deleted', ({ conversationId, messageId, participants }) => {
    realtime.publish('message.deleted', { conversationId, messageId }, participants.map(userRoom));
  });
  bus.onAfterCommit('conversation.read', ({ participants, ...read }) => {
    realtime.publish('conversation.read', read, participants.map(userRoom));
  });
  bus.onAfterCommit('conversation.blocked', ({ conversationId, participants }) => {
    realtime.publish('conversation.updated', { conversationId }, participants.map(userRoom));
  });
}
