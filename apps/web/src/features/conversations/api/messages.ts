import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS, conversationEndpoints as endpoints, type ChatMessage } from '@nivaas/shared';
import { call, upload } from '../../../lib/api/call';
import { lastSeqOf, mergeMessages, type MessagePage } from '../lib/merge-messages';
import { conversationKeys } from './conversations';
import { removeMessage } from './conversations-cache';

/** A thread's messages (/api/conversations/:id/messages): pages, sends, attachments, deletes. */
type Range = { after?: number; before?: number };

export const fetchMessages = (id: string, range: Range, signal?: AbortSignal) =>
  call(
    endpoints.messages,
    { params: { id }, query: { limit: CHAT_LIMITS.pageSize, ...range } },
    { signal },
  );

/** Everything after `seq`, page by page, for catching up after a reconnect. */
async function fetchSince(id: string, seq: number, signal?: AbortSignal) {
  const out: ChatMessage[] = [];
  let after = seq;
  for (;;) {
    const page = await fetchMessages(id, { after }, signal);
    out.push(...page.messages);
    if (!page.hasMore || page.messages.length === 0) return out;
    after = lastSeqOf(page.messages);
  }
}

/**
 * Loads a thread once (its newest page); every later fetch (a reconnect refetches all active
 * queries) asks only for what came after the last message held and merges it, so earlier pages
 * stay and nothing is missed or doubled.
 */
export async function loadThread(
  queryClient: QueryClient,
  id: string,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const held = queryClient.getQueryData<MessagePage>(conversationKeys.messages(id));
  if (!held) return fetchMessages(id, {}, signal);
  const since = await fetchSince(id, lastSeqOf(held.messages), signal);
  return { ...held, messages: mergeMessages(held.messages, since) };
}

/** GET /api/conversations/:id/messages: the open thread's messages, ascending by seq. */
export function useMessages(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.messages(id ?? ''),
    queryFn: ({ signal }) => loadThread(queryClient, id!, signal),
    enabled: Boolean(id),
    staleTime: Infinity,
  });
}

/** Scrolling back: the page before the oldest message held. */
export async function loadEarlier(queryClient: QueryClient, id: string): Promise<void> {
  const held = queryClient.getQueryData<MessagePage>(conversationKeys.messages(id));
  const first = held?.messages[0]?.seq;
  if (!held || first === undefined) return;
  const page = await fetchMessages(id, { before: first });
  queryClient.setQueryData<MessagePage>(conversationKeys.messages(id), (current) =>
    current
      ? { messages: mergeMessages(current.messages, page.messages), hasMore: page.hasMore }
      : current,
  );
}

/** POST /api/conversations/:id/messages (201 stored, 200 the same key again). */
export const sendText = async (conversationId: string, content: string, clientKey: string) =>
  (await call(endpoints.send, { params: { id: conversationId }, body: { content, clientKey } }))
    .message;

/** POST /api/conversations/:id/attachments?clientKey=… with the file as multipart field `file`. */
export async function sendAttachment(
  conversationId: string,
  file: File,
  clientKey: string,
  onProgress: (fraction: number) => void,
): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await upload(
    endpoints.sendAttachment,
    { params: { id: conversationId }, query: { clientKey } },
    form,
    (percent) => onProgress(percent / 100),
  );
  return body.message;
}

/** DELETE /api/conversations/:id/messages/:messageId: only my own messages. */
export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      call(endpoints.deleteMessage, { params: { id: conversationId, messageId } }),
    onSuccess: (_, messageId) => {
      removeMessage(queryClient, conversationId, messageId);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox });
    },
  });
}
