import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { findConversationByPair, pairOf } from './conversations.repository';

/**
 * The listing's thread between a seeker and its owner, opened for an application: started open
 * if there was none (it shows in the inbox once someone writes), else set open. Insert-or-keep
 * on the unique pair, so a thread started at the same moment by the seeker is the one opened.
 * Answers the thread's id.
 */
export async function openThreadForApplication(
  db: Kysely<Database>,
  thread: { propertyId: string; ownerId: string; tenantId: string; applicationId: string },
  at: string,
): Promise<string> {
  const [userLow, userHigh] = pairOf(thread.ownerId, thread.tenantId);
  await db
    .insertInto('conversations')
    .values({
      id: newId(),
      userLow,
      userHigh,
      propertyKey: thread.propertyId,
      propertyId: thread.propertyId,
      ownerId: thread.ownerId,
      tenantId: thread.tenantId,
      applicationId: thread.applicationId,
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
  const row = (await findConversationByPair(db, userLow, userHigh, thread.propertyId))!;
  await db
    .insertInto('conversation_participants')
    .values(
      [userLow, userHigh].map((userId) => ({
        conversationId: row.id,
        userId,
        unreadCount: 0,
        lastReadSeq: 0,
        preApplyMessageCount: 0,
        activityAt: row.updatedAt,
      })),
    )
    .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing())
    .execute();
  await db
    .updateTable('conversations')
    .set({ unlockLevel: 'open', applicationId: thread.applicationId })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}
