import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { conversationKeys } from './conversation-keys';

/** GET /api/conversations: my threads, newest activity first, each with my unread count. */
export const inboxQuery = queryOptions({
  queryKey: conversationKeys.inbox,
  queryFn: async ({ signal }) =>
    (await api<{ conversations: Conversation[] }>('/api/conversations', { signal })).conversations,
  // Realtime events keep it current; a reconnect refetches it.
  staleTime: 60_000,
});

export const useInbox = () => useQuery(inboxQuery);

/** Unread messages across all my threads (for a badge on the Messages link); 0 when signed out. */
export function useUnreadMessagesCount(): number {
  const me = useSession();
  const inbox = useQuery({ ...inboxQuery, enabled: Boolean(me.data) });
  return (inbox.data ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
}
