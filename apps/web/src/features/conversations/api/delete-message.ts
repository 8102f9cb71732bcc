import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys, conversationPath } from './conversation-keys';
import { removeMessage } from './conversations-cache';

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
