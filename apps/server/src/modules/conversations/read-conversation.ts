import type { FastifyInstance } from 'fastify';
import type { ChatMessage, Conversation } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { findConversation, inboxOf, markRead, messagesOf } from './conversations.repository';
import { assertParticipant } from './conversations.policy';
import { publishToBoth } from './conversation-events';
import { presentConversation, presentConversations, presentMessages } from './present-conversation';

const INBOX_LIMIT = 200;

/** The caller's inbox: threads with at least one message, newest activity first. */
export async function listConversations(
  app: FastifyInstance,
  caller: RequestAuth,
): Promise<Conversation[]> {
  return presentConversations(
    app,
    await inboxOf(app.db, caller.userId, INBOX_LIMIT),
    caller.userId,
  );
}

export async function getConversation(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<Conversation> {
  const row = await findConversation(app.db, id);
  assertParticipant(row, caller.userId);
  return presentConversation(app, row, caller.userId);
}

/**
 * A page of messages in seq order. Without `after`: the newest `limit` (before `before`), for
 * opening a thread and scrolling back. With `after`: what came since, for catching up after a
 * reconnect. `hasMore` says more exist in the direction asked.
 */
export async function listMessages(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
  range: { after?: number; before?: number; limit: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  assertParticipant(await findConversation(app.db, id), caller.userId);
  const rows = await messagesOf(app.db, id, range);
  const hasMore = rows.length > range.limit;
  const page = rows.slice(0, range.limit);
  if (range.after === undefined) page.reverse();
  return { messages: await presentMessages(app, page), hasMore };
}

/**
 * Opening a thread: the reader's unread count goes to 0 and their incoming messages get readAt
 * (spec section 4); the sender's "Seen" follows from the event.
 */
export async function readConversation(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<{ readSeq: number }> {
  const row = await findConversation(app.db, id);
  assertParticipant(row, caller.userId);
  const readSeq = Number(row.lastSeq);
  const at = nowIso();
  await app.db.transaction().execute((trx) => markRead(trx, id, caller.userId, readSeq, at));
  publishToBoth(
    app,
    'conversation.read',
    { conversationId: id, readerId: caller.userId, readSeq, readAt: at },
    [row.userLow, row.userHigh],
  );
  return { readSeq };
}
