import type { Kysely, Selectable } from 'kysely';
import { compiledStatementsOf } from '../../db/compiled-statements';
import type { Database } from '../../db/schema';
import type {
  ConversationAttachmentsTable,
  ConversationMessagesTable,
  ConversationParticipantsTable,
  ConversationsTable,
} from '../../db/tables/conversations';

/** The only place in the conversations module that speaks SQL. */
type Db = Kysely<Database>;
export type ConversationRow = Selectable<ConversationsTable>;
export type ParticipantRow = Selectable<ConversationParticipantsTable>;
export type MessageRow = Selectable<ConversationMessagesTable>;
export type AttachmentRow = Selectable<ConversationAttachmentsTable>;

export const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export const findConversation = (db: Db, id: string) =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();

export function findConversationByPair(db: Db, a: string, b: string, propertyKey: string) {
  const [low, high] = pairOf(a, b);
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('userLow', '=', low)
    .where('userHigh', '=', high)
    .where('propertyKey', '=', propertyKey)
    .executeTakeFirst();
}

/** Creates the thread and both participant rows; a concurrent twin loses on the unique pair. */
export async function insertConversation(
  db: Db,
  row: ConversationRow,
  participants: string[],
): Promise<void> {
  await db.insertInto('conversations').values(row).execute();
  await db
    .insertInto('conversation_participants')
    .values(
      participants.map((userId) => ({
        conversationId: row.id,
        userId,
        unreadCount: 0,
        lastReadSeq: 0,
        preApplyMessageCount: 0,
        blocking: 0,
        activityAt: row.updatedAt,
      })),
    )
    .execute();
}

export const participantsOf = (db: Db, conversationId: string) =>
  db
    .selectFrom('conversation_participants')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .execute();

/** The person's conversations that have a message, newest activity first. */
export const inboxOf = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('conversation_participants as p')
    .innerJoin('conversations as c', 'c.id', 'p.conversationId')
    .selectAll('c')
    .where('p.userId', '=', userId)
    .where('c.lastSeq', '>', 0)
    .orderBy('p.activityAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();

export const participantRowsFor = (db: Db, conversationIds: string[]) =>
  conversationIds.length === 0
    ? Promise.resolve([] as ParticipantRow[])
    : db
        .selectFrom('conversation_participants')
        .selectAll()
        .where('conversationId', 'in', conversationIds)
        .execute();

/*
 * The statements of a send are compiled once and reused (db/compiled-statements.ts): building
 * each with Kysely cost more than SQLite took to run it (decision 078).
 */

export const findMessageByClientKey = async (db: Db, senderId: string, clientKey: string) => {
  const statement = compiledStatementsOf(db).compile(
    'conversations.message-by-client-key',
    { senderId, clientKey },
    (v) =>
      db
        .selectFrom('conversation_messages')
        .selectAll()
        .where('senderId', '=', v.senderId)
        .where('clientKey', '=', v.clientKey),
  );
  return (await db.executeQuery(statement)).rows[0];
};

export const findMessage = (db: Db, id: string) =>
  db.selectFrom('conversation_messages').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The thread's side of a send, in one statement: takes the next sequence number and records the
 * message as the thread's last. Answers the updated thread (undefined: no such thread); its row
 * stays locked until the transaction ends, so the caller checks the rules on it and throws to
 * undo. `message.seq` is ignored: the thread's new `lastSeq` is the message's.
 */
export const advanceThread = async (db: Db, message: MessageRow, preview: string) => {
  const { id, senderId, type, createdAt, conversationId } = message;
  const statement = compiledStatementsOf(db).compile(
    'conversations.advance-thread',
    { id, preview, senderId, type, createdAt, conversationId },
    (v) =>
      db
        .updateTable('conversations')
        .set((eb) => ({
          lastSeq: eb('lastSeq', '+', 1),
          lastMessageId: v.id,
          lastMessageContent: v.preview,
          lastMessageSenderId: v.senderId,
          lastMessageType: v.type,
          lastMessageAt: v.createdAt,
          updatedAt: v.createdAt,
        }))
        .where('id', '=', v.conversationId)
        .returningAll(),
  );
  return (await db.executeQuery(statement)).rows[0];
};

/**
 * Both participants' side of a send, in one statement: the thread moves up both inboxes, the
 * receiver has one more unread, and a limited sender one more pre-apply message. Answers the
 * sender's count after this message.
 */
export async function countSent(
  db: Db,
  message: Pick<MessageRow, 'conversationId' | 'senderId' | 'receiverId' | 'createdAt'>,
  limitedSender: boolean,
): Promise<number> {
  const { createdAt, receiverId, senderId, conversationId } = message;
  const build = (v: {
    createdAt: string;
    receiverId: string;
    conversationId: string;
    senderId?: string;
  }) =>
    db
      .updateTable('conversation_participants')
      .set((eb) => ({
        activityAt: v.createdAt,
        unreadCount: eb(
          'unreadCount',
          '+',
          eb.case().when('userId', '=', v.receiverId).then(1).else(0).end(),
        ),
        preApplyMessageCount: eb(
          'preApplyMessageCount',
          '+',
          v.senderId === undefined
            ? eb.lit(0)
            : eb.case().when('userId', '=', v.senderId).then(1).else(0).end(),
        ),
      }))
      .where('conversationId', '=', v.conversationId)
      .returning(['userId', 'preApplyMessageCount']);
  // A sender's own count is only counted while they are limited: two statements.
  const statement = limitedSender
    ? compiledStatementsOf(db).compile(
        'conversations.count-sent-limited',
        { createdAt, receiverId, conversationId, senderId },
        build,
      )
    : compiledStatementsOf(db).compile(
        'conversations.count-sent',
        { createdAt, receiverId, conversationId },
        build,
      );
  const { rows } = await db.executeQuery(statement);
  return Number(rows.find((r) => r.userId === senderId)?.preApplyMessageCount ?? 0);
}

export const insertMessage = async (db: Db, message: MessageRow) => {
  const statement = compiledStatementsOf(db).compile(
    'conversations.insert-message',
    { ...message },
    (v) => db.insertInto('conversation_messages').values(v),
  );
  await db.executeQuery(statement);
};

export const insertAttachments = (db: Db, rows: AttachmentRow[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db.insertInto('conversation_attachments').values(rows).execute();

/** Messages of a thread by seq, oldest first; records missing sender, receiver or content skipped. */
export function messagesOf(
  db: Db,
  conversationId: string,
  range: { after?: number; before?: number; limit: number },
) {
  let q = db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .where('deletedAt', 'is', null)
    .where('senderId', '!=', '')
    .where('receiverId', '!=', '');
  if (range.after !== undefined) q = q.where('seq', '>', range.after);
  if (range.before !== undefined) q = q.where('seq', '<', range.before);
  // Newest `limit` before a bound (scrolling back) or oldest after one (catching up).
  const newestFirst = range.after === undefined;
  return q
    .orderBy('seq', newestFirst ? 'desc' : 'asc')
    .limit(range.limit + 1)
    .execute();
}

export const attachmentsOf = (db: Db, messageIds: string[]) =>
  messageIds.length === 0
    ? Promise.resolve([] as AttachmentRow[])
    : db
        .selectFrom('conversation_attachments')
        .selectAll()
        .where('messageId', 'in', messageIds)
        .orderBy('createdAt')
        .execute();

/** Marks the reader's incoming messages read and zeroes their unread count. */
export async function markRead(
  db: Db,
  conversationId: string,
  readerId: string,
  upToSeq: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('conversation_messages')
    .set({ readAt: at })
    .where('conversationId', '=', conversationId)
    .where('receiverId', '=', readerId)
    .where('readAt', 'is', null)
    .where('seq', '<=', upToSeq)
    .execute();
  await db
    .updateTable('conversation_participants')
    .set({ unreadCount: 0, lastReadSeq: upToSeq })
    .where('conversationId', '=', conversationId)
    .where('userId', '=', readerId)
    .execute();
}

export const setBlocked = (
  db: Db,
  conversationId: string,
  blocked: { blocked: 0 | 1; blockedBy: string | null; blockedAt: string | null },
  at: string,
) =>
  db
    .updateTable('conversations')
    .set({ ...blocked, updatedAt: at })
    .where('id', '=', conversationId)
    .execute();

/** Turns one participant's own block on or off. */
export const setParticipantBlocking = (
  db: Db,
  conversationId: string,
  userId: string,
  on: boolean,
) =>
  db
    .updateTable('conversation_participants')
    .set({ blocking: on ? 1 : 0 })
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .execute();

/** The message keeps its seq (no gap in the order); its text and files go. */
export async function eraseMessage(
  db: Db,
  message: MessageRow,
  wasLast: boolean,
  at: string,
): Promise<void> {
  await db
    .updateTable('conversation_messages')
    .set({ deletedAt: at, content: '' })
    .where('id', '=', message.id)
    .execute();
  await db.deleteFrom('conversation_attachments').where('messageId', '=', message.id).execute();
  if (wasLast) {
    await db
      .updateTable('conversations')
      .set({ lastMessageContent: '' })
      .where('id', '=', message.conversationId)
      .execute();
  }
}

export const people = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'avatarUrl', 'userType'])
        .where('id', 'in', ids)
        .execute();
