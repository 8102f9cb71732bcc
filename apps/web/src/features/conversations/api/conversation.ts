import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { conversationKeys, conversationPath } from './conversation-keys';

export const fetchConversation = async (id: string, signal?: AbortSignal) =>
  (await api<{ conversation: Conversation }>(conversationPath(id), signal ? { signal } : {}))
    .conversation;

/** GET /api/conversations/:id: one thread (block state, unlock level, "Seen" position). */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
  });

export const useConversation = (id: string | null) =>
  useQuery({ ...conversationQuery(id ?? ''), enabled: Boolean(id) });
