import { z } from 'zod';

/**
 * Spec section 3; the four property kinds go to tenants only (spec section 6). Stays and rent
 * escalation tell both sides: the tenant and the listing's owner.
 */
export const NOTIFICATION_TYPES = [
  'property_available',
  'relisted',
  'priceChange',
  'statusChange',
  'message',
  'bookingRequested',
  'bookingConfirmed',
  'bookingCancelled',
  'rentEscalationDue',
  'rentEscalationApplied',
  /** To a stay's tenant: a month's rent is due in 3 days, or today. */
  'rentDueReminder',
  /** To a listing's owner: a new application. */
  'applicationSubmitted',
  /** To the applicant: the owner's decision. */
  'applicationApproved',
  'applicationRejected',
  /** Roommate requests: to the receiver when one arrives, to the sender when it is answered. */
  'roommateRequestReceived',
  'roommateRequestAccepted',
  'roommateRequestDeclined',
  /** To the reporter: an admin resolved or dismissed their report. */
  'reportHandled',
  /** To an owner: an admin hid, unhid or deleted their listing or roommate profile (with why). */
  'contentModerated',
  /** Service bookings: to the provider when one is requested, to the other side on a change. */
  'serviceBookingRequested',
  'serviceBookingConfirmed',
  'serviceBookingDeclined',
  'serviceBookingCancelled',
  'serviceBookingCompleted',
  /** To a seeker: a new or newly available listing matches one of their saved searches. */
  'savedSearchMatch',
  /**
   * To a seeker with daily alerts: the day's digest of new homes for their saved searches, in
   * the bell and push (the digest mail, when they have an address, lists the homes).
   */
  'savedSearchDigest',
  /** Site visits: to the owner when asked; to the other side when confirmed, declined or moved. */
  'siteVisitRequested',
  'siteVisitConfirmed',
  'siteVisitDeclined',
  'siteVisitProposed',
  /** To both sides of a confirmed visit: the evening before, and 2 hours before. */
  'siteVisitReminder',
  /** To an owner or provider: an admin approved or rejected their verification document. */
  'verificationApproved',
  'verificationRejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const PROPERTY_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'property_available',
  'relisted',
  'priceChange',
  'statusChange',
];

/**
 * `title` and `message` are stored in English for mail and logs; the web app shows its own
 * translation built from `type` and `data` (property title, old and new price or status,
 * sender name, message preview cut to 100 characters).
 */
export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  propertyId: z.string().nullable(),
  senderId: z.string().nullable(),
  messageId: z.string().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /api/notifications?limit=&cursor= → newest first, with the unread count of all.
 * PATCH /api/notifications/:id/read → { notification }; POST /api/notifications/read-all →
 * { updated }. Only the person the notification is for may read or mark it.
 */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationReadSchema = z.object({ notification: notificationSchema });
export const notificationsReadAllSchema = z.object({ updated: z.number() });
