import { COMMENT_MESSAGES } from '../schemas/comment';
import type { ReasonList } from './reason-list';

/** Comments and ratings on a listing (spec section 8, Comments and favorites). */
export const COMMENT_REASONS = {
  'comment.not-found': { code: 'not-found', message: COMMENT_MESSAGES.notFound },
  'comment.own-listing': { code: 'permission-denied', message: COMMENT_MESSAGES.ownListing },
  'comment.edit-not-author': { code: 'permission-denied', message: COMMENT_MESSAGES.editOwn },
  'comment.delete-not-author': { code: 'permission-denied', message: COMMENT_MESSAGES.deleteOwn },
} as const satisfies ReasonList<'comment'>;
