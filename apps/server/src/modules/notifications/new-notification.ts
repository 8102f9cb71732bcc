import type { Notification, NotificationType } from '@nivaas/shared';

/** What a subscriber says about one notification; id, time and read state are filled in on storing. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  propertyId?: string | null;
  senderId?: string | null;
  messageId?: string | null;
  /** English, for mail and logs; the web app words it from `type` and `data`. */
  title: string;
  message: string;
  data?: Notification['data'];
}
