import type { ChatMessage } from '@nivaas/shared';

/** A stored message for tests of the pure chat logic. */
export const msg = (
  seq: number,
  senderId: string,
  over: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  senderId,
  receiverId: senderId === 'me' ? 'them' : 'me',
  content: `message ${seq}`,
  type: 'text',
  attachments: [],
  clientKey: `key-${seq}`,
  createdAt: `2026-11-21T10:${String(seq).padStart(2, '0')}:00.000Z`,
  read: false,
  readAt: null,
  ...over,
});
