import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { publishCommentChanged } from './comment-events';
import { deleteComment, dropRatingWithoutComments } from './comments.repository';
import { loadRemovableComment } from './load-comment';

/**
 * Removes a comment for good; an admin removing someone else's is put on the record. The
 * author's rating of the listing stays while they have another comment on it.
 */
export async function removeComment(
  deps: Pick<Deps, 'db' | 'realtime'>,
  caller: RequestAuth,
  id: string,
): Promise<void> {
  const comment = await loadRemovableComment(deps, caller, id);
  const found = await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteComment(trx, id))) return false;
    // The rating goes with the person's last comment on the listing.
    await dropRatingWithoutComments(trx, comment.propertyId, comment.userId);
    await recordModeration(trx, caller, comment.userId, {
      action: 'comment.delete',
      targetType: 'comment',
      targetId: id,
      // What was removed stays on the record: the comment itself is gone.
      details: {
        propertyId: comment.propertyId,
        authorId: comment.userId,
        rating: comment.rating,
        content: comment.content,
      },
    });
    return true;
  });
  if (!found) throw new AppError('comment.not-found');
  publishCommentChanged(deps, comment, 'deleted');
}
