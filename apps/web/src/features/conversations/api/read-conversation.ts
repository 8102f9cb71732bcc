import type { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { markReadUpTo, type MessagePage } from '../lib/merge-messages';
import { conversationKeys, conversationPath } from './conversation-keys';

/** My side of a thread read up to `readSeq`: no unread count, incoming messages read. */
export function applyMyRead(
  queryClient: QueryClient,
  id: string,
  myId: string,
  readSeq: number,
  readAt: string,
): void {
  const clear = (c: Conversation) => (c.id === id ? { ...c, unreadCount: 0 } : c);
  queryClient.setQueryData<Conversation[]>(conversationKeys.inbox, (list) => list?.map(clear));
  queryClient.setQueryData<Conversation>(conversationKeys.detail(id), (c) => c && clear(c));
  queryClient.setQueryData<MessagePage>(conversationKeys.messages(id), (page) =>
    page ? { ...page, messages: markReadUpTo(page.messages, myId, readSeq, readAt) } : page,
  );
}

/**
 * POST /api/conversations/:id/read: my unread count goes to 0 and the sender sees "Seen". Shown
 * at once; the server's `conversation.read` event confirms it.
 */
export async function markConversationRead(
  queryClient: QueryClient,
  id: string,
  myId: string,
): Promise<void> {
  applyMyRead(queryClient, id, myId, Number.MAX_SAFE_INTEGER, new Date().toISOString());
  await api<{ readSeq: number }>(`${conversationPath(id)}/read`, { method: 'POST' });
}
