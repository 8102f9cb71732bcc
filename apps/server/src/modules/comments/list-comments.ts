import type { CommentList, CommentListQuery } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { loadCommentedProperty } from './load-comment';
import { countComments, listCommentsOfProperty, ratingTotals } from './comments.repository';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import { averageRating, toComment } from './present-comment';

/**
 * A listing's comments, newest first, one page at a time (`nextCursor` fetches the next), with
 * how many there are, how many people rated it and their mean rating (one rating each).
 */
export async function listComments(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
  query: CommentListQuery,
): Promise<CommentList> {
  const after = decodeCursor(query.cursor);
  await loadCommentedProperty(deps, caller, propertyId);
  const [rows, count, ratings] = await Promise.all([
    listCommentsOfProperty(deps.db, propertyId, after, query.limit + 1),
    countComments(deps.db, propertyId),
    ratingTotals(deps.db, propertyId),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    comments: page.map(toComment),
    count,
    ratingCount: ratings.count,
    averageRating: averageRating(ratings.count, ratings.sum),
    nextCursor,
  };
}
