import type { Comment } from '@nivaas/shared';
import { splitName } from '../../plugins/auth/role-on-create';
import type { CommentWithAuthor } from './comments.repository';

/** A comment as anyone signed in sees it: the author's public fields only. */
export function toComment(row: CommentWithAuthor): Comment {
  const names =
    row.authorFirstName || row.authorLastName
      ? { firstName: row.authorFirstName, lastName: row.authorLastName }
      : splitName(row.authorName);
  return {
    id: row.id,
    propertyId: row.propertyId,
    userId: row.userId,
    author: { id: row.userId, ...names, avatarUrl: row.authorAvatarUrl ?? '' },
    content: row.content,
    rating: Number(row.rating),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The mean rating to one decimal, or null when nobody has rated yet. */
export const averageRating = (count: number, sum: number): number | null =>
  count === 0 ? null : Math.round((sum * 10) / count) / 10;
