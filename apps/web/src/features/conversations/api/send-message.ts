import type { ChatMessage } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { conversationPath } from './conversation-keys';

/** POST /api/conversations/:id/messages (201 stored, 200 the same key again). */
export const sendText = async (conversationId: string, content: string, clientKey: string) =>
  (
    await api<{ message: ChatMessage }>(`${conversationPath(conversationId)}/messages`, {
      method: 'POST',
      body: { content, clientKey },
    })
  ).message;
