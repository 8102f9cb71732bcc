import { z } from 'zod';
import { multilineText } from './text';
import { personSummarySchema } from './engagement';

export const COMMENT_LIMITS = { contentMax: 2000, ratingMin: 1, ratingMax: 5 } as const;

/** Field and rule messages; the spec's own texts where it has them (section 5 and 8). */
export const COMMENT_MESSAGES = {
  contentRequired: 'Please write a comment',
  contentTooLong: `A comment can be at most ${COMMENT_LIMITS.contentMax} characters`,
  rating: 'Choose a rating from 1 to 5',
  notFound: 'Comment not found',
  editOwn: 'You can only edit your own comments',
  deleteOwn: 'You can only delete your own comments',
  ownListing: 'You cannot rate your own listing',
} as const;

/**
 * Routes: GET /api/properties/:id/comments?limit=&cursor= (newest first, a page at a time) →
 * commentListSchema;
 * POST /api/properties/:id/comments → 201 commentSchema; PATCH /api/comments/:id → commentSchema;
 * DELETE /api/comments/:id → 204. Admins may delete any comment (moderation), not edit.
 *
 * Anyone signed in reads and writes, except that a listing's owner does not comment on their own
 * listing (403 ownListing); a listing that reads as missing (unknown, or inactive for all but its
 * owner and admins) answers 404 "Property not found.". One person may comment several times but
 * rates the listing once: a later comment's rating (or an edited one) replaces theirs, and the
 * average counts one rating per person. Content is plain text (trimmed, control characters dropped,
 * markup kept as typed): render it as text. A PATCH without fields changes nothing.
 */
export const commentInputSchema = z.object({
  content: multilineText({ error: COMMENT_MESSAGES.contentRequired })
    .min(1, COMMENT_MESSAGES.contentRequired)
    .max(COMMENT_LIMITS.contentMax, COMMENT_MESSAGES.contentTooLong),
  rating: z
    .number({ error: COMMENT_MESSAGES.rating })
    .int(COMMENT_MESSAGES.rating)
    .min(COMMENT_LIMITS.ratingMin, COMMENT_MESSAGES.rating)
    .max(COMMENT_LIMITS.ratingMax, COMMENT_MESSAGES.rating),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
export const commentPatchSchema = commentInputSchema.partial();
export type CommentPatch = z.infer<typeof commentPatchSchema>;

export const commentSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  userId: z.string(),
  author: personSummarySchema,
  content: z.string(),
  rating: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const commentListSchema = z.object({
  /** One page, newest first; `nextCursor` fetches the page after (null on the last). */
  comments: z.array(commentSchema),
  /** Comments on the listing in all. */
  count: z.number(),
  /** People who rated it: one rating each. */
  ratingCount: z.number(),
  /** The mean of those ratings; null when there are none yet. */
  averageRating: z.number().nullable(),
  nextCursor: z.string().nullable(),
});
export type CommentList = z.infer<typeof commentListSchema>;
