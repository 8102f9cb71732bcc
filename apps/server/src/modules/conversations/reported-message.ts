import { REPORT_CONTEXT_SIZE, type ChatMessage } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { findMessage, messagesOf } from './conversations.repository';
import { presentMessages } from './present-conversation';

/** Who wrote a message and to whom: enough to take a report of it. Null when it is gone. */
export async function messageParties(
  deps: Pick<Deps, 'db'>,
  messageId: string,
): Promise<{ senderId: string; receiverId: string; content: string } | null> {
  const row = await findMessage(deps.db, messageId);
  if (!row || row.deletedAt || !row.senderId) return null;
  return { senderId: row.senderId, receiverId: row.receiverId, content: row.content };
}

/**
 * A reported message with at most 5 messages either side of it, for the admin who handles the
 * report; nothing more of that conversation is ever read out (issue 13, privacy).
 */
export async function reportedMessageContext(
  deps: Pick<Deps, 'db' | 'storage'>,
  messageId: string,
): Promise<{ before: ChatMessage[]; message: ChatMessage; after: ChatMessage[] } | null> {
  const row = await findMessage(deps.db, messageId);
  if (!row || row.deletedAt) return null;
  const seq = Number(row.seq);
  const [earlier, later] = await Promise.all([
    messagesOf(deps.db, row.conversationId, { before: seq, limit: REPORT_CONTEXT_SIZE }),
    messagesOf(deps.db, row.conversationId, { after: seq, limit: REPORT_CONTEXT_SIZE }),
  ]);
  // messagesOf reads one more than asked (to tell whether more exist): drop it.
  const before = earlier.slice(0, REPORT_CONTEXT_SIZE).reverse();
  const after = later.slice(0, REPORT_CONTEXT_SIZE);
  const [message, ...rest] = await presentMessages(deps, [row, ...before, ...after]);
  return {
    before: rest.slice(0, before.length),
    message: message!,
    after: rest.slice(before.length),
  };
}
