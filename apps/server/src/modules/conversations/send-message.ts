import type { FastifyInstance } from 'fastify';
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessage, type Notification } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
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
import { publishMessageCreated } from './conversation-events';
import { presentMessages, toChatMessage } from './present-conversation';
import { createNotifications, publishNotifications } from '../notifications/create-notifications';
import { messageNotification } from '../notifications/message-notification';

export interface OutgoingMessage {
  content: string;
  clientKey: string;
  type: ChatMessage['type'];
  /** Already stored files (attachment sends); removed again by the caller if this fails. */
  attachments?: Array<Omit<AttachmentRow, 'messageId'>>;
}

/** The inbox preview of a message: its text, or the attachment's name. */
const previewOf = (m: OutgoingMessage): string => m.content || m.attachments?.[0]?.name || '';

/**
 * Sends one message. The thread's row is written (and so locked) first, taking the next seq,
 * then the rules are checked on it, so two sends can't both slip under the pre-apply limit; a
 * refused send throws and the transaction undoes everything. A send retried with the same
 * `clientKey` answers the first message instead of storing a second (`created` false).
 * Four statements in the transaction (plus attachments): the sending path is the hottest write.
 */
export async function sendMessage(
  app: FastifyInstance,
  caller: RequestAuth,
  conversationId: string,
  outgoing: OutgoingMessage,
): Promise<{ message: ChatMessage; created: boolean }> {
  const again = await findMessageByClientKey(app.db, caller.userId, outgoing.clientKey);
  if (again) return { message: await replay(app, caller, conversationId, again), created: false };

  const messageId = newId();
  const attachments = (outgoing.attachments ?? []).map((a) => ({ ...a, messageId }));
  let stored: MessageRow;
  let notified: Notification[] = [];
  try {
    stored = await app.db.transaction().execute(async (trx) => {
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
        createdAt: nowIso(),
      };
      // Write first: SQLite then takes its write lock at once (waiting its turn under
      // busy_timeout); a read first fails with SQLITE_BUSY when another instance wrote meanwhile.
      const row = await advanceThread(trx, draft, previewOf(outgoing).slice(0, 200));
      assertParticipant(row, caller.userId);
      assertNotBlocked(row);
      const message = {
        ...draft,
        seq: Number(row.lastSeq),
        receiverId: otherParticipant(row, caller.userId),
      };
      const limited = isLimitedFor(row, caller.userId);
      const sentWithThis = await countSent(trx, message, limited);
      if (limited && sentWithThis > CHAT_LIMITS.preApplyMessages) {
        throw new AppError('chat.pre-apply-limit');
      }
      await insertMessage(trx, message);
      await insertAttachments(trx, attachments);
      notified = await createNotifications(app, trx, [
        messageNotification({
          receiverId: message.receiverId,
          senderId: caller.userId,
          senderName: `${caller.name.firstName} ${caller.name.lastName}`.trim(),
          messageId: message.id,
          content: previewOf(outgoing),
          propertyId: row.propertyId,
        }),
      ]);
      return message;
    });
  } catch (err) {
    // The same key sent twice at once: the loser answers the winner's message.
    if (!isUniqueViolation(err)) throw err;
    const winner = await findMessageByClientKey(app.db, caller.userId, outgoing.clientKey);
    if (!winner) throw err;
    return { message: await replay(app, caller, conversationId, winner), created: false };
  }
  const message = toChatMessage(app, stored, attachments);
  await publishMessageCreated(app, message);
  publishNotifications(app, notified);
  return { message, created: true };
}

/** A retried key must belong to the same thread; reusing it elsewhere is a client bug. */
async function replay(
  app: FastifyInstance,
  caller: RequestAuth,
  conversationId: string,
  row: MessageRow,
): Promise<ChatMessage> {
  if (row.conversationId !== conversationId) {
    throw new AppError('chat.client-key-reused', { fields: { clientKey: CHAT_MESSAGES.send } });
  }
  assertParticipant(await findConversation(app.db, conversationId), caller.userId);
  return (await presentMessages(app, [row]))[0]!;
}
