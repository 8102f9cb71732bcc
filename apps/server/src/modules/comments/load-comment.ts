import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findViewableProperty, type ListingRecord } from '../properties/index';
import { canComment, canDeleteComment, canEditComment } from './comments.policy';
import { findComment, type CommentRow } from './comments.repository';

/** The listing whose comments are read or added; one the caller may not see reads as missing. */
export async function loadCommentedProperty(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<ListingRecord> {
  return findViewableProperty(deps, caller, propertyId);
}

/** The listing if `caller` may comment on it: 404 when missing, 403 for its own owner. */
export async function loadPropertyToComment(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<ListingRecord> {
  const property = await loadCommentedProperty(deps, caller, propertyId);
  if (!canComment(caller, property.ownerId)) throw new AppError('comment.own-listing');
  return property;
}

async function loadComment(deps: Pick<Deps, 'db'>, id: string): Promise<CommentRow> {
  const comment = await findComment(deps.db, id);
  if (!comment) throw new AppError('comment.not-found');
  return comment;
}

/** The comment if `caller` wrote it: 404 when missing, 403 otherwise. */
export async function loadEditableComment(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<CommentRow> {
  const comment = await loadComment(deps, id);
  if (!canEditComment(caller, comment.userId)) throw new AppError('comment.edit-not-author');
  return comment;
}

/** The comment if `caller` may remove it (its author, or an admin): 404 when missing, else 403. */
export async function loadRemovableComment(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<CommentRow> {
  const comment = await loadComment(deps, id);
  if (!canDeleteComment(caller, comment.userId)) throw new AppError('comment.delete-not-author');
  return comment;
}
