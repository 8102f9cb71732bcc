import { z } from 'zod';
import { multilineText } from './text';

/**
 * Roommate requests: the safe way to say hello (issue "Roommates", part 4).
 *
 * Routes (signed in; anonymous 401 `roommate.sign-in-required`):
 * - POST /api/roommates/:userId/requests (roommateRequestInputSchema) → 201 roommateRequestSchema.
 *   The caller needs a profile of their own (412 `roommate-request.profile-required`); the other
 *   person's profile must exist and not be paused (404 `roommate.not-found`); never to oneself
 *   (400 `roommate-request.self`); one open request per pair (409 `roommate-request.exists`,
 *   also when the other person already asked the caller); none when either blocked the other
 *   (403 `roommate-request.blocked`); at most 20 a day per sender (429 `roommate-request.limit`).
 * - GET  /api/me/roommate-requests → roommateRequestBoxSchema: what the caller received and sent.
 * - POST /api/roommate-requests/:id/accept → roommateRequestSchema with `conversationId`: only the
 *   receiver of a pending request (403 `roommate-request.not-yours`, 409 `roommate-request.decided`).
 *   Accepting opens a direct chat thread between the two (the existing conversation model, no
 *   pre-apply limit); it is listed under /roommates/messages.
 * - POST /api/roommate-requests/:id/decline → roommateRequestSchema: the same rules.
 * Both sides are told through the bell, realtime and email (`roommate-request-received`,
 * `roommate-request-accepted`, `roommate-request-declined`).
 */
export const ROOMMATE_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type RoommateRequestStatus = (typeof ROOMMATE_REQUEST_STATUSES)[number];

export const ROOMMATE_REQUEST_LIMITS = { perDay: 20, messageMax: 500 } as const;

export const ROOMMATE_REQUEST_MESSAGES = {
  self: 'You cannot send a roommate request to yourself',
  exists: 'There is already a roommate request between you two',
  limit: 'You can send at most 20 roommate requests a day. Please try again tomorrow.',
  blocked: 'You cannot send a roommate request to this person',
  profileRequired: 'Create your roommate profile before sending a request',
  notYours: 'Only the person who received this request can answer it',
  decided: 'This request has already been answered',
  notFound: 'Roommate request not found',
} as const;

export const roommateRequestInputSchema = z.object({
  message: multilineText().max(ROOMMATE_REQUEST_LIMITS.messageMax).optional(),
});
export type RoommateRequestInput = z.infer<typeof roommateRequestInputSchema>;

/** The other side of a request as a card shows them: never email or phone. */
export const roommateRequestPartySchema = z.object({
  userId: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  avatarUrl: z.string().optional(),
});

export const roommateRequestSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  status: z.enum(ROOMMATE_REQUEST_STATUSES),
  message: z.string().optional(),
  /** The direct thread the acceptance opened; null until accepted. */
  conversationId: z.string().nullable(),
  /** The person on the other side from the caller's point of view. */
  other: roommateRequestPartySchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RoommateRequest = z.infer<typeof roommateRequestSchema>;

export const roommateRequestBoxSchema = z.object({
  incoming: z.array(roommateRequestSchema),
  outgoing: z.array(roommateRequestSchema),
});
export type RoommateRequestBox = z.infer<typeof roommateRequestBoxSchema>;
