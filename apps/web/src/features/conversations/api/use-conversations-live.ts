import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@nivaas/shared';
import { useSession } from '../../../lib/session';
import { useRealtimeEvent } from '../../../lib/realtime';
import { getOpenConversation } from '../lib/open-thread';
import { conversationKeys } from './conversations';
import { addMessage, applyRead, removeMessage } from './conversations-cache';
import { settleByMessage } from './outbox-store';

/**
 * Keeps the inbox and any cached thread in step with the realtime events. Every update is
 * idempotent, so it may be mounted more than once (the page and the app-wide toast).
 * `onMessage` hears each new message, e.g. for the toast.
 */
export function useConversationsLive(onMessage?: (m: ChatMessage) => void): void {
  const queryClient = useQueryClient();
  const myId = useSession().data?.id ?? '';
  useRealtimeEvent('message.created', ({ message }) => {
    if (!myId) return;
    addMessage(queryClient, message, myId, getOpenConversation() === message.conversationId);
    if (message.senderId === myId) settleByMessage(message);
    onMessage?.(message);
  });
  useRealtimeEvent('message.deleted', ({ conversationId, messageId }) => {
    removeMessage(queryClient, conversationId, messageId);
    void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox });
  });
  useRealtimeEvent('conversation.read', (event) => applyRead(queryClient, event, myId));
  useRealtimeEvent('conversation.updated', ({ conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox });
  });
}
