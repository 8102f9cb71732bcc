import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation, DomainEvents } from '@nivaas/shared';
import { applyMessageToInbox } from '../lib/inbox-update';
import { markReadUpTo, mergeMessages, type MessagePage } from '../lib/merge-messages';
import { conversationKeys } from './conversations';
import { applyMyRead } from './conversations';

/** A stored message (the send's answer or `message.created`): thread, inbox and header. */
export function addMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  myId: string,
  isOpen: boolean,
): void {
  const id = message.conversationId;
  queryClient.setQueryData<MessagePage>(conversationKeys.messages(id), (page) =>
    page ? { ...page, messages: mergeMessages(page.messages, [message]) } : page,
  );
  queryClient.setQueryData<Conversation>(conversationKeys.detail(id), (c) =>
    c && message.seq > c.lastSeq
      ? {
          ...c,
          lastSeq: message.seq,
          // One fewer left before applying; the seq guard keeps a second copy from counting.
          preApplyRemaining:
            c.preApplyRemaining !== null && message.senderId === myId
              ? Math.max(0, c.preApplyRemaining - 1)
              : c.preApplyRemaining,
        }
      : c,
  );
  const inbox = queryClient.getQueryData<Conversation[]>(conversationKeys.inbox);
  if (!inbox) return;
  const next = applyMessageToInbox(inbox, message, myId, isOpen);
  if (next) queryClient.setQueryData(conversationKeys.inbox, next);
  else void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox });
}

export function removeMessage(queryClient: QueryClient, id: string, messageId: string): void {
  queryClient.setQueryData<MessagePage>(conversationKeys.messages(id), (page) =>
    page ? { ...page, messages: page.messages.filter((m) => m.id !== messageId) } : page,
  );
}

/** Someone read a thread: the other person ("Seen" for me), or I did on another device. */
export function applyRead(
  queryClient: QueryClient,
  event: DomainEvents['conversation.read'],
  myId: string,
): void {
  const { conversationId: id, readerId, readSeq, readAt } = event;
  if (readerId === myId) return applyMyRead(queryClient, id, myId, readSeq, readAt);
  queryClient.setQueryData<Conversation>(conversationKeys.detail(id), (c) =>
    c ? { ...c, otherReadSeq: Math.max(c.otherReadSeq, readSeq) } : c,
  );
  queryClient.setQueryData<MessagePage>(conversationKeys.messages(id), (page) =>
    page ? { ...page, messages: markReadUpTo(page.messages, readerId, readSeq, readAt) } : page,
  );
}
