import type { ChatMessage, Conversation } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { findConversation, inboxOf, markRead, messagesOf } from './conversations.repository';
import { assertParticipant } from './conversations.policy';
import { presentConversation, presentConversations, presentMessages } from './present-conversation';
import './conversations.events';

const INBOX_LIMIT = 200;
type Reader = Pick<Deps, 'db' | 'storage'>;

/** The caller's inbox: threads with at least one message, newest activity first. */
export async function listConversations(
  deps: Reader,
  caller: RequestAuth,
): Promise<Conversation[]> {
  return presentConversations(
    deps,
    await inboxOf(deps.db, caller.userId, INBOX_LIMIT),
    caller.userId,
  );
}

export async function getConversation(
  deps: Reader,
  caller: RequestAuth,
  id: string,
): Promise<Conversation> {
  const row = await findConversation(deps.db, id);
  assertParticipant(row, caller.userId);
  return presentConversation(deps, row, caller.userId);
}

/**
 * A page of messages in seq order. Without `after`: the newest `limit` (before `before`), for
 * opening a thread and scrolling back. With `after`: what came since, for catching up after a
 * reconnect. `hasMore` says more exist in the direction asked.
 */
export async function listMessages(
  deps: Reader,
  caller: RequestAuth,
  id: string,
  range: { after?: number; before?: number; limit: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  assertParticipant(await findConversation(deps.db, id), caller.userId);
  const rows = await messagesOf(deps.db, id, range);
  const hasMore = rows.length > range.limit;
  const page = rows.slice(0, range.limit);
  if (range.after === undefined) page.reverse();
  return { messages: await presentMessages(deps, page), hasMore };
}

/**
 * Opening a thread: the reader's unread count goes to 0 and their incoming messages get readAt
 * (spec section 4); the sender's "Seen" follows from the event.
 */
export async function readConversation(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
): Promise<{ readSeq: number }> {
  const row = await findConversation(deps.db, id);
  assertParticipant(row, caller.userId);
  const readSeq = Number(row.lastSeq);
  const readAt = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    await markRead(trx, id, caller.userId, readSeq, readAt);
    emit('conversation.read', {
      conversationId: id,
      readerId: caller.userId,
      readSeq,
      readAt,
      participants: [row.userLow, row.userHigh],
    });
  });
  return { readSeq };
}
