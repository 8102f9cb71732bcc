import { type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CommentsTable } from '../../db/tables/comments';

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

/** A listing's comments, newest first (id breaks ties so the order is stable). */
export const listCommentsOfProperty = (db: Db, propertyId: string): Promise<CommentWithAuthor[]> =>
  withAuthor(db)
    .where('comments.propertyId', '=', propertyId)
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();

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
