import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

export const openConversation = async (
  userId: string,
  propertyId: string | null,
  signal?: AbortSignal,
) =>
  (
    await api<{ conversation: Conversation }>('/api/conversations', {
      method: 'POST',
      body: propertyId ? { userId, propertyId } : { userId },
      ...(signal ? { signal } : {}),
    })
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
