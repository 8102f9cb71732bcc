import type { Comment, CommentInput } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { commentContent } from './comment-content';
import { publishCommentChanged } from './comment-events';
import { findCommentWithAuthor, insertComment, setRating } from './comments.repository';
import { loadPropertyToComment } from './load-comment';
import { toComment } from './present-comment';

/**
 * A comment with a rating on someone else's listing. A person may comment more than once (a
 * first impression after a visit, another after moving in), but rates the listing once: the
 * rating of their latest comment replaces the one they gave before (decision 019), so ten
 * one-star comments from one account count as one rating.
 */
export async function addComment(
  deps: Pick<Deps, 'db' | 'realtime'>,
  caller: RequestAuth,
  propertyId: string,
  input: CommentInput,
): Promise<Comment> {
  await loadPropertyToComment(deps, caller, propertyId);
  const at = nowIso();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const row = {
      id,
      propertyId,
      userId: caller.userId,
      content: commentContent(input.content),
      rating: input.rating,
      createdAt: at,
      updatedAt: at,
    };
    if (!(await insertComment(trx, row))) throw new AppError('property.not-found');
    await setRating(trx, { propertyId, userId: caller.userId, rating: input.rating, at });
  });
  const created = await findCommentWithAuthor(deps.db, id);
  // The listing was deleted between the check and the insert (or just after it).
  if (!created) throw new AppError('property.not-found');
  publishCommentChanged(deps, created, 'created');
  return toComment(created);
}
