import type { CommentList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { loadCommentedProperty } from './load-comment';
import { listCommentsOfProperty } from './comments.repository';
import { averageRating, toComment } from './present-comment';

/** A listing's comments, newest first, with how many there are and their mean rating. */
export async function listComments(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<CommentList> {
  await loadCommentedProperty(deps, caller, propertyId);
  const rows = await listCommentsOfProperty(deps.db, propertyId);
  const comments = rows.map(toComment);
  const sum = comments.reduce((total, c) => total + c.rating, 0);
  return { comments, count: comments.length, averageRating: averageRating(comments.length, sum) };
}
