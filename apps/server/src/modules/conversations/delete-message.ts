import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import {
  attachmentsOf,
  findConversation,
  findMessage,
  eraseMessage,
} from './conversations.repository';
import { assertParticipant } from './conversations.policy';
import { publishToBoth } from './conversation-events';

/**
 * Only the sender deletes their message. The row stays (its seq keeps the order without a gap)
 * with the text and files gone; listings skip it.
 */
export async function deleteMessage(
  app: FastifyInstance,
  caller: RequestAuth,
  conversationId: string,
  messageId: string,
): Promise<void> {
  const row = await findConversation(app.db, conversationId);
  assertParticipant(row, caller.userId);
  const message = await findMessage(app.db, messageId);
  if (!message || message.conversationId !== conversationId || message.deletedAt) {
    throw new AppError('chat.message-not-found');
  }
  if (message.senderId !== caller.userId) throw new AppError('chat.not-sender');
  const files = await attachmentsOf(app.db, [messageId]);
  const at = nowIso();
  await app.db
    .transaction()
    .execute((trx) => eraseMessage(trx, message, row.lastMessageId === messageId, at));
  await Promise.all(files.map((f) => app.storage.delete(f.storageKey)));
  publishToBoth(app, 'message.deleted', { conversationId, messageId }, [row.userLow, row.userHigh]);
}
