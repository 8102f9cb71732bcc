import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { conversationEndpoints as endpoints, type Conversation } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { useSession } from '../../../lib/session';
import { markReadUpTo, type MessagePage } from '../lib/merge-messages';

/** Query keys of this feature; invalidating `all` refreshes the inbox and every thread. */
export const conversationKeys = {
  all: ['conversations'] as const,
  inbox: ['conversations', 'inbox'] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
  open: (userId: string, propertyId: string | null) =>
    ['conversations', 'open', userId, propertyId ?? ''] as const,
};

/** GET /api/conversations: my threads, newest activity first, each with my unread count. */
export const inboxQuery = queryOptions({
  queryKey: conversationKeys.inbox,
  queryFn: async ({ signal }) => (await call(endpoints.inbox, {}, { signal })).conversations,
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

export const fetchConversation = async (id: string, signal?: AbortSignal) =>
  (await call(endpoints.get, { params: { id } }, { signal })).conversation;

/** GET /api/conversations/:id: one thread (block state, unlock level, "Seen" position). */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
  });

export const useConversation = (id: string | null) =>
  useQuery({ ...conversationQuery(id ?? ''), enabled: Boolean(id) });

export const openConversation = async (
  userId: string,
  propertyId: string | null,
  signal?: AbortSignal,
) =>
  (
    await call(
      endpoints.open,
      { body: propertyId ? { userId, propertyId } : { userId } },
      { signal },
    )
  ).conversation;

/**
 * POST /api/conversations: the thread with `userId` (about `propertyId` when given), started
 * the first time. Safe to repeat (the server answers the existing thread), hence a query.
 */
export function useOpenConversation(userId: string | undefined, propertyId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.open(userId ?? '', propertyId),
    queryFn: async ({ signal }) => {
      const conversation = await openConversation(userId!, propertyId, signal);
      queryClient.setQueryData(conversationKeys.detail(conversation.id), conversation);
      return conversation.id;
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}

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
  await call(endpoints.read, { params: { id } });
}

/** PUT (block) or DELETE (unblock) /api/conversations/:id/block; either participant may. */
export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      call(blocked ? endpoints.block : endpoints.unblock, { params: { id } }),
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(conversationKeys.detail(id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox });
    },
  });
}
