import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids';
import { openDirectThread } from '../modules/conversations/index';

const LINES: readonly [fromOwner: boolean, text: string][] = [
  [false, 'Hello, is the 2BHK in Kondapur still available?'],
  [true, 'Yes. When can you come to see it?'],
  [false, 'Saturday morning works for me.'],
  [true, 'Send a token amount of ₹5,000 first, then I show the flat.'],
  [false, 'I would rather see the flat before paying anything.'],
  [true, 'Many people want it. Pay now or lose it.'],
  [true, 'Why are you not answering? Pay today or I will keep calling you.'],
  [false, 'Please stop. I will look elsewhere.'],
  [true, 'You wasted my time.'],
  [false, 'I am reporting this conversation.'],
  [true, 'Do what you want.'],
  [false, 'Goodbye.'],
];
/** The message the seeker reports: the threat to keep calling. */
export const REPORTED_LINE = 6;

/**
 * A direct thread between the demo seeker and an owner, read on both sides, whose middle message
 * the seeker reports: the admin's report page shows it with five messages either side.
 */
export async function seedReportedChat(
  app: FastifyInstance,
  seekerId: string,
  ownerId: string,
  now: number,
): Promise<{ messageId: string }> {
  const start = now - 2 * 24 * 60 * 60 * 1000;
  const at = (i: number) => new Date(start + i * 7 * 60 * 1000).toISOString();
  const conversationId = await openDirectThread(app.db, seekerId, ownerId, at(0));
  const rows = LINES.map(([fromOwner, content], i) => ({
    id: newId(),
    conversationId,
    seq: i + 1,
    senderId: fromOwner ? ownerId : seekerId,
    receiverId: fromOwner ? seekerId : ownerId,
    content,
    type: 'text' as const,
    clientKey: null,
    readAt: at(i + 1),
    deletedAt: null,
    createdAt: at(i),
  }));
  await app.db.insertInto('conversation_messages').values(rows).execute();
  const last = rows.at(-1)!;
  await app.db
    .updateTable('conversations')
    .set({
      lastSeq: last.seq,
      lastMessageId: last.id,
      lastMessageContent: last.content,
      lastMessageSenderId: last.senderId,
      lastMessageType: 'text',
      lastMessageAt: last.createdAt,
      updatedAt: last.createdAt,
    })
    .where('id', '=', conversationId)
    .execute();
  await app.db
    .updateTable('conversation_participants')
    .set({ lastReadSeq: last.seq, unreadCount: 0, activityAt: last.createdAt })
    .where('conversationId', '=', conversationId)
    .execute();
  return { messageId: rows[REPORTED_LINE]!.id };
}
