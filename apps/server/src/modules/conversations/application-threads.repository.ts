import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { findConversationByPair, pairOf } from './conversations.repository';

/** What a thread is started with when there was none. */
interface ThreadStart {
  a: string;
  b: string;
  propertyId: string | null;
  ownerId: string | null;
  tenantId: string | null;
  applicationId: string | null;
}

/**
 * The pair's thread (about a listing, or direct when `propertyId` is null): started open if there
 * was none, else kept as it is. Insert-or-keep on the unique pair, so a thread started at the
 * same moment by either side is the one answered. Both participant rows exist afterwards.
 */
async function keepOrStartThread(db: Kysely<Database>, start: ThreadStart, at: string) {
  const [userLow, userHigh] = pairOf(start.a, start.b);
  const propertyKey = start.propertyId ?? '';
  await db
    .insertInto('conversations')
    .values({
      id: newId(),
      userLow,
      userHigh,
      propertyKey,
      propertyId: start.propertyId,
      ownerId: start.ownerId,
      tenantId: start.tenantId,
      applicationId: start.applicationId,
      unlockLevel: 'open',
      blocked: 0,
      blockedBy: null,
      blockedAt: null,
      lastSeq: 0,
      lastMessageId: null,
      lastMessageContent: null,
      lastMessageSenderId: null,
      lastMessageType: null,
      lastMessageAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) => oc.columns(['userLow', 'userHigh', 'propertyKey']).doNothing())
    .execute();
  const row = (await findConversationByPair(db, userLow, userHigh, propertyKey))!;
  await db
    .insertInto('conversation_participants')
    .values(
      [userLow, userHigh].map((userId) => ({
        conversationId: row.id,
        userId,
        unreadCount: 0,
        lastReadSeq: 0,
        preApplyMessageCount: 0,
        blocking: 0,
        activityAt: row.updatedAt,
      })),
    )
    .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing())
    .execute();
  return row;
}

/**
 * The listing's thread between a seeker and its owner, opened for an application: started open
 * if there was none (it shows in the inbox once someone writes), else set open. Answers the
 * thread's id.
 */
export async function openThreadForApplication(
  db: Kysely<Database>,
  thread: { propertyId: string; ownerId: string; tenantId: string; applicationId: string },
  at: string,
): Promise<string> {
  const row = await keepOrStartThread(db, { a: thread.ownerId, b: thread.tenantId, ...thread }, at);
  await db
    .updateTable('conversations')
    .set({ unlockLevel: 'open', applicationId: thread.applicationId })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

/**
 * The direct thread between two people (no listing, never limited), started if there was none;
 * runs in the caller's transaction. Answers the thread's id.
 */
export async function openDirectThread(
  db: Kysely<Database>,
  a: string,
  b: string,
  at: string,
): Promise<string> {
  const row = await keepOrStartThread(
    db,
    { a, b, propertyId: null, ownerId: null, tenantId: null, applicationId: null },
    at,
  );
  return row.id;
}

/** Whether either person blocked the other in any thread between them. */
export async function isBlockedBetween(
  db: Kysely<Database>,
  a: string,
  b: string,
): Promise<boolean> {
  const [userLow, userHigh] = pairOf(a, b);
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('userLow', '=', userLow)
    .where('userHigh', '=', userHigh)
    .where('blocked', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
