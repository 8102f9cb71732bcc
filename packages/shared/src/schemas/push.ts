import { z } from 'zod';
import type { NotificationType } from './notification';

/**
 * Web push (issue 28, section 4; decision 063). The kinds of notification a browser may be
 * pushed, each of which a person can turn off; other notifications stay in the bell and mail.
 */
export const PUSH_KINDS = ['messages', 'bookings', 'rent', 'savedSearches', 'visits'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const KIND_OF_TYPE: Partial<Record<NotificationType, PushKind>> = {
  message: 'messages',
  bookingRequested: 'bookings',
  bookingConfirmed: 'bookings',
  bookingCancelled: 'bookings',
  applicationSubmitted: 'bookings',
  applicationApproved: 'bookings',
  applicationRejected: 'bookings',
  serviceBookingRequested: 'bookings',
  serviceBookingConfirmed: 'bookings',
  serviceBookingDeclined: 'bookings',
  serviceBookingCancelled: 'bookings',
  serviceBookingCompleted: 'bookings',
  rentDueReminder: 'rent',
  rentEscalationDue: 'rent',
  rentEscalationApplied: 'rent',
  savedSearchMatch: 'savedSearches',
  savedSearchDigest: 'savedSearches',
  siteVisitRequested: 'visits',
  siteVisitConfirmed: 'visits',
  siteVisitDeclined: 'visits',
  siteVisitProposed: 'visits',
  siteVisitReminder: 'visits',
};

/** The push kind a notification belongs to, or null: it is never pushed. */
export const pushKindOf = (type: NotificationType): PushKind | null => KIND_OF_TYPE[type] ?? null;

const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Not base64url');

/**
 * POST /api/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. Only
 * https endpoints (and http on this machine, for development and tests).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .url()
    .max(1000)
    .refine(
      (u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u),
      'Push endpoints are https',
    ),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** POST /api/push/subscriptions/remove: this browser's endpoint, to stop pushing to it. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(1000) });

export const pushUnsubscribedSchema = z.object({ removed: z.boolean() });

export const pushSubscriptionSavedSchema = z.object({ saved: z.literal(true) });

/** GET /api/push/key: the server's VAPID public key (base64url), for `subscribe()`. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** GET and PUT /api/push/settings: which kinds this person is pushed (true: on). */
export const pushSettingsSchema = z.object({
  kinds: z.object(
    Object.fromEntries(PUSH_KINDS.map((k) => [k, z.boolean()])) as Record<PushKind, z.ZodBoolean>,
  ),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** What the service worker receives in a push (the payload, JSON). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens, a path of the web app. */
  url: z.string(),
  /** One notification per id: a repeated push replaces, never doubles. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
