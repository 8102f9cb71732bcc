import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { RoommateRequestsTable } from '../../db/tables/roommate-requests';

/** The only place in the roommate-requests module that speaks SQL. */
type Db = Kysely<Database>;
export type RoommateRequestRow = Selectable<RoommateRequestsTable>;

export const pairKeyOf = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

export const findRequest = (db: Db, id: string) =>
  db.selectFrom('roommate_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** Requests between two people, newest first. */
export const requestsBetween = (db: Db, a: string, b: string) =>
  db
    .selectFrom('roommate_requests')
    .selectAll()
    .where('pairKey', '=', pairKeyOf(a, b))
    .orderBy('createdAt', 'desc')
    .execute();

/** How many requests `userId` sent since `since`. */
export async function countSentSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('roommate_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('fromUserId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertRequest = (db: Db, row: Insertable<RoommateRequestsTable>) =>
  db.insertInto('roommate_requests').values(row).execute();

/** Answers a request still pending; false when it was answered meanwhile. */
export async function answerPending(
  db: Db,
  id: string,
  answer: { status: 'accepted' | 'declined'; conversationId: string | null; decidedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('roommate_requests')
    .set(answer)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What a person received and sent, newest first, at most `limit` of each. */
export const requestsOf = (
  db: Db,
  column: 'fromUserId' | 'toUserId',
  userId: string,
  limit: number,
) =>
  db
    .selectFrom('roommate_requests')
    .selectAll()
    .where(column, '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
