import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import {
  attachmentsOf,
  findConversation,
  findMessage,
  eraseMessage,
} from './conversations.repository';
import { assertParticipant } from './conversations.policy';
import './conversations.events';

/**
 * Only the sender deletes their message. The row stays (its seq keeps the order without a gap)
 * with the text and files gone; listings skip it.
 */
export async function deleteMessage(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  conversationId: string,
  messageId: string,
): Promise<void> {
  const row = await findConversation(deps.db, conversationId);
  assertParticipant(row, caller.userId);
  const message = await findMessage(deps.db, messageId);
  if (!message || message.conversationId !== conversationId || message.deletedAt) {
    throw new AppError('chat.message-not-found');
  }
  if (message.senderId !== caller.userId) throw new AppError('chat.not-sender');
  const files = await attachmentsOf(deps.db, [messageId]);
  const at = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    await eraseMessage(trx, message, row.lastMessageId === messageId, at);
    emit('message.deleted', {
      conversationId,
      messageId,
      participants: [row.userLow, row.userHigh],
    });
  });
  // Only once the message is gone for good: a rolled-back delete must not lose its files.
  await Promise.all(files.map((f) => deps.storage.delete(f.storageKey)));
}
