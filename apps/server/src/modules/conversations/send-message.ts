import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessage } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import {
  advanceThread,
  countSent,
  findConversation,
  findMessageByClientKey,
  insertAttachments,
  insertMessage,
  type AttachmentRow,
  type MessageRow,
} from './conversations.repository';
import {
  assertNotBlocked,
  assertParticipant,
  isLimitedFor,
  otherParticipant,
} from './conversations.policy';
import { presentMessages, toChatMessage } from './present-conversation';
import './conversations.events';

export interface OutgoingMessage {
  content: string;
  clientKey: string;
  type: ChatMessage['type'];
  /** Already stored files (attachment sends); removed again by the caller if this fails. */
  attachments?: Array<Omit<AttachmentRow, 'messageId'>>;
}

type SendDeps = Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>;

/** The inbox preview of a message: its text, or the attachment's name. */
const previewOf = (m: OutgoingMessage): string => m.content || m.attachments?.[0]?.name || '';

/**
 * Sends one message. The thread's row is written (and so locked) first, taking the next seq,
 * then the rules are checked on it, so two sends can't both slip under the pre-apply limit; a
 * refused send throws and the transaction undoes everything. A send retried with the same
 * `clientKey` answers the first message instead of storing a second (`created` false).
 * Four statements in the transaction (plus attachments, and the receiver's notification that
 * the notifications module stores on `message.sent`): the sending path is the hottest write.
 */
export async function sendMessage(
  deps: SendDeps,
  caller: RequestAuth,
  conversationId: string,
  outgoing: OutgoingMessage,
): Promise<{ message: ChatMessage; created: boolean }> {
  const again = await findMessageByClientKey(deps.db, caller.userId, outgoing.clientKey);
  if (again) return { message: await replay(deps, caller, conversationId, again), created: false };

  const messageId = newId();
  const attachments = (outgoing.attachments ?? []).map((a) => ({ ...a, messageId }));
  try {
    const message = await inTransaction(deps, async (trx, emit) => {
      const draft: MessageRow = {
        id: messageId,
        conversationId,
        seq: 0,
        senderId: caller.userId,
        receiverId: '',
        content: outgoing.content,
        type: outgoing.type,
        clientKey: outgoing.clientKey,
        readAt: null,
        deletedAt: null,
        createdAt: deps.clock.now().toISOString(),
      };
      // Write first: SQLite then takes its write lock at once (waiting its turn under
      // busy_timeout); a read first fails with SQLITE_BUSY when another instance wrote meanwhile.
      const row = await advanceThread(trx, draft, previewOf(outgoing).slice(0, 200));
      assertParticipant(row, caller.userId);
      assertNotBlocked(row);
      const stored = {
        ...draft,
        seq: Number(row.lastSeq),
        receiverId: otherParticipant(row, caller.userId),
      };
      const limited = isLimitedFor(row, caller.userId);
      const sentWithThis = await countSent(trx, stored, limited);
      if (limited && sentWithThis > CHAT_LIMITS.preApplyMessages) {
        throw new AppError('chat.pre-apply-limit');
      }
      await insertMessage(trx, stored);
      await insertAttachments(trx, attachments);
      const sent = toChatMessage(deps.storage, stored, attachments);
      emit('message.sent', {
        message: sent,
        senderName: `${caller.name.firstName} ${caller.name.lastName}`.trim(),
        propertyId: row.propertyId,
        preview: previewOf(outgoing),
      });
      return sent;
    });
    return { message, created: true };
  } catch (err) {
    // The same key sent twice at once: the loser answers the winner's message.
    if (!isUniqueViolation(err)) throw err;
    const winner = await findMessageByClientKey(deps.db, caller.userId, outgoing.clientKey);
    if (!winner) throw err;
    return { message: await replay(deps, caller, conversationId, winner), created: false };
  }
}

/** A retried key must belong to the same thread; reusing it elsewhere is a client bug. */
async function replay(
  deps: SendDeps,
  caller: RequestAuth,
  conversationId: string,
  row: MessageRow,
): Promise<ChatMessage> {
  if (row.conversationId !== conversationId) {
    throw new AppError('chat.client-key-reused', { fields: { clientKey: CHAT_MESSAGES.send } });
  }
  assertParticipant(await findConversation(deps.db, conversationId), caller.userId);
  return (await presentMessages(deps, [row]))[0]!;
}
