import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS, type ChatMessage } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { lastSeqOf, mergeMessages, type MessagePage } from '../lib/merge-messages';
import { conversationKeys, conversationPath } from './conversations';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { removeMessage } from './conversations-cache';

/** A thread's messages (/api/conversations/:id/messages): pages, sends, attachments, deletes. */
type Range = { after?: number; before?: number };

export const fetchMessages = (id: string, range: Range, signal?: AbortSignal) => {
  const query = new URLSearchParams({ limit: String(CHAT_LIMITS.pageSize) });
  if (range.after !== undefined) query.set('after', String(range.after));
  if (range.before !== undefined) query.set('before', String(range.before));
  return api<{ messages: ChatMessage[]; hasMore: boolean }>(
    `${conversationPath(id)}/messages?${query}`,
    signal ? { signal } : {},
  );
};

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
  (
    await api<{ message: ChatMessage }>(`${conversationPath(conversationId)}/messages`, {
      method: 'POST',
      body: { content, clientKey },
    })
  ).message;

/** POST /api/conversations/:id/attachments?clientKey=… with the file as multipart field `file`. */
export async function sendAttachment(
  conversationId: string,
  file: File,
  clientKey: string,
  onProgress: (fraction: number) => void,
): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = `${conversationPath(conversationId)}/attachments?clientKey=${encodeURIComponent(clientKey)}`;
  const body = await uploadWithProgress<{ message: ChatMessage }>(url, form, (percent) =>
    onProgress(percent / 100),
  );
  return body.message;
}

/** DELETE /api/conversations/:id/messages/:messageId: only my own messages. */
export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api<void>(`${conversationPath(conversationId)}/messages/${encodeURIComponent(messageId)}`, {
        method: 'DELETE',
      }),
    onSuccess: (_, messageId) => {
      removeMessage(queryClient, conversationId, messageId);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox });
    },
  });
}
