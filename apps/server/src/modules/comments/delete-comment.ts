import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { publishCommentChanged } from './comment-events';
import { isModeration } from './comments.policy';
import { deleteComment } from './comments.repository';
import { loadRemovableComment } from './load-comment';

/** Removes a comment for good; an admin removing someone else's is put on the record. */
export async function removeComment(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<void> {
  const comment = await loadRemovableComment(app, caller, id);
  const found = await app.db.transaction().execute(async (trx) => {
    if (!(await deleteComment(trx, id))) return false;
    if (isModeration(caller, comment.userId)) {
      await recordAudit(trx, {
        actorId: caller.userId,
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
    }
    return true;
  });
  if (!found) throw new AppError('comment.not-found');
  publishCommentChanged(app, comment, 'deleted');
}
