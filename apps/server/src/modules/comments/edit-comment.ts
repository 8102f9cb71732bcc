import type { Comment, CommentPatch } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { commentContent } from './comment-content';
import { publishCommentChanged } from './comment-events';
import { findCommentWithAuthor, setRating, updateComment } from './comments.repository';
import { loadEditableComment } from './load-comment';
import { toComment } from './present-comment';

const notFound = () => new AppError('comment.not-found');

/**
 * The author changes their words or rating; a patch with neither changes nothing. A new rating
 * is also their rating of the listing (one per person: decision 019).
 */
export async function editComment(
  deps: Pick<Deps, 'db' | 'realtime'>,
  caller: RequestAuth,
  id: string,
  patch: CommentPatch,
): Promise<Comment> {
  const comment = await loadEditableComment(deps, caller, id);
  const changes = {
    ...(patch.content !== undefined ? { content: commentContent(patch.content) } : {}),
    ...(patch.rating !== undefined ? { rating: patch.rating } : {}),
  };
  const touched = Object.keys(changes).length > 0;
  if (touched) {
    const at = nowIso();
    const found = await deps.db.transaction().execute(async (trx) => {
      if (!(await updateComment(trx, id, { ...changes, updatedAt: at }))) return false;
      if (patch.rating !== undefined)
        await setRating(trx, {
          propertyId: comment.propertyId,
          userId: comment.userId,
          rating: patch.rating,
          at,
        });
      return true;
    });
    if (!found) throw notFound();
  }
  const updated = await findCommentWithAuthor(deps.db, id);
  if (!updated) throw notFound();
  if (touched) publishCommentChanged(deps, updated, 'updated');
  return toComment(updated);
}
