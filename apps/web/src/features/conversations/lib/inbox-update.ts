import type { ChatMessage, Conversation } from '@nivaas/shared';

/**
 * The inbox after `message` arrived: its thread gets the new preview and moves to the top; my
 * unread count grows when it is to me and I am not reading that thread. Applying the same
 * message twice changes nothing (the thread's lastSeq already covers it). `null` when the thread
 * is not in the list (a new thread): the caller refetches.
 */
export function applyMessageToInbox(
  list: readonly Conversation[],
  message: ChatMessage,
  myId: string,
  isOpen: boolean,
): Conversation[] | null {
  const index = list.findIndex((c) => c.id === message.conversationId);
  if (index < 0) return null;
  const thread = list[index]!;
  if (message.seq <= thread.lastSeq) return list as Conversation[];
  const unread = message.receiverId === myId && !isOpen;
  const updated: Conversation = {
    ...thread,
    lastSeq: message.seq,
    lastMessage: {
      id: message.id,
      content: message.content || message.attachments[0]?.name || '',
      senderId: message.senderId,
      type: message.type,
      createdAt: message.createdAt,
    },
    unreadCount: unread ? thread.unreadCount + 1 : thread.unreadCount,
    updatedAt: message.createdAt,
  };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}
