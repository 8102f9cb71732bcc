import { type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CommentsTable } from '../../db/tables/comments';
import type { KeysetPosition } from '../../lib/keyset-cursor';

/** The only place in the comments module that speaks SQL. */
export type CommentRow = Selectable<CommentsTable>;
type Db = Kysely<Database>;

/** A comment with what others may see of its author. */
export interface CommentWithAuthor extends CommentRow {
  authorName: string;
  authorFirstName: string;
  authorLastName: string;
  authorAvatarUrl: string | null;
}

const withAuthor = (db: Db) =>
  db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.userId')
    .selectAll('comments')
    .select([
      'users.name as authorName',
      'users.firstName as authorFirstName',
      'users.lastName as authorLastName',
      'users.avatarUrl as authorAvatarUrl',
    ]);

export const findComment = (db: Db, id: string): Promise<CommentRow | undefined> =>
  db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();

export const findCommentWithAuthor = (db: Db, id: string): Promise<CommentWithAuthor | undefined> =>
  withAuthor(db).where('comments.id', '=', id).executeTakeFirst();

/**
 * One page of a listing's comments, newest first (id breaks ties so the order is stable), after
 * `after` when given; `limit + 1` rows tell whether more follow.
 */
export function listCommentsOfProperty(
  db: Db,
  propertyId: string,
  after: KeysetPosition | null,
  limit: number,
): Promise<CommentWithAuthor[]> {
  let query = withAuthor(db).where('comments.propertyId', '=', propertyId);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('comments.createdAt', '<', after.createdAt),
        eb.and([eb('comments.createdAt', '=', after.createdAt), eb('comments.id', '<', after.id)]),
      ]),
    );
  return query
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countComments(db: Db, propertyId: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('propertyId', '=', propertyId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many people rated the listing and the sum of their ratings (one rating each). */
export async function ratingTotals(
  db: Db,
  propertyId: string,
): Promise<{ count: number; sum: number }> {
  const row = await db
    .selectFrom('property_ratings')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('rating').as('sum'),
    ])
    .where('propertyId', '=', propertyId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), sum: Number(row.sum ?? 0) };
}

/** The person's rating of the listing, replacing the one they gave before. */
export async function setRating(
  db: Db,
  rating: { propertyId: string; userId: string; rating: number; at: string },
): Promise<void> {
  await db
    .insertInto('property_ratings')
    .values({
      propertyId: rating.propertyId,
      userId: rating.userId,
      rating: rating.rating,
      createdAt: rating.at,
      updatedAt: rating.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['propertyId', 'userId'])
        .doUpdateSet({ rating: rating.rating, updatedAt: rating.at }),
    )
    .execute();
}

/** Drops the person's rating once they have no comment left on the listing. */
export async function dropRatingWithoutComments(
  db: Db,
  propertyId: string,
  userId: string,
): Promise<void> {
  await db
    .deleteFrom('property_ratings')
    .where('propertyId', '=', propertyId)
    .where('userId', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('comments')
            .select('comments.id')
            .where('comments.propertyId', '=', propertyId)
            .where('comments.userId', '=', userId),
        ),
      ),
    )
    .execute();
}

/** A listing (or author) removed meanwhile fails the foreign key: SQLite and PostgreSQL codes. */
const isForeignKeyViolation = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/** Stores a new comment; false when its listing has just been deleted. */
export async function insertComment(db: Db, row: Insertable<CommentsTable>): Promise<boolean> {
  try {
    await db.insertInto('comments').values(row).execute();
    return true;
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}

/** Changes content and rating; false when the comment no longer exists. */
export async function updateComment(
  db: Db,
  id: string,
  changes: { content?: string; rating?: number; updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteComment(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
