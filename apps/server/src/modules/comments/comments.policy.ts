import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/** A listing's owner does not review their own listing: the rating would mean nothing. */
export const canComment = (caller: RequestAuth, listingOwnerId: string): boolean =>
  caller.userId !== listingOwnerId;

/** Words are the author's own: nobody else edits them, admins included (spec section 6). */
export const canEditComment = (caller: RequestAuth, authorId: string): boolean =>
  caller.userId === authorId;

/** The author removes their comment; an admin may remove any, to moderate, and is audited. */
export const canDeleteComment = (caller: RequestAuth, authorId: string): boolean =>
  caller.userId === authorId || actsAsAdmin(caller);
