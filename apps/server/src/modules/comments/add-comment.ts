import type { Comment, CommentInput } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { commentContent } from './comment-content';
import { publishCommentChanged } from './comment-events';
import { findCommentWithAuthor, insertComment } from './comments.repository';
import { loadPropertyToComment } from './load-comment';
import { toComment } from './present-comment';

/**
 * A comment with a rating on someone else's listing. A person may comment more than once (a
 * first impression after a visit, another after moving in); each comment counts in the average.
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
  const stored = await insertComment(deps.db, {
    id,
    propertyId,
    userId: caller.userId,
    content: commentContent(input.content),
    rating: input.rating,
    createdAt: at,
    updatedAt: at,
  });
  const created = stored ? await findCommentWithAuthor(deps.db, id) : undefined;
  // The listing was deleted between the check and the insert (or just after it).
  if (!created) throw new AppError('property.not-found');
  publishCommentChanged(deps, created, 'created');
  return toComment(created);
}
