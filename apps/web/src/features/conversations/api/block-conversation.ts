import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { conversationKeys, conversationPath } from './conversation-keys';

/** PUT (block) or DELETE (unblock) /api/conversations/:id/block; either participant may. */
export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      api<{ conversation: Conversation }>(`${conversationPath(id)}/block`, {
        method: blocked ? 'PUT' : 'DELETE',
      }),
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(conversationKeys.detail(id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox });
    },
  });
}
