import type { Notification } from '@nivaas/shared';
import type { Bool } from './columns';

export interface NotificationsTable {
  id: string;
  userId: string;
  propertyId: string | null;
  senderId: string | null;
  messageId: string | null;
  type: Notification['type'];
  title: string;
  message: string;
  /** JSON text of Notification['data']. */
  data: string;
  read: Bool;
  createdAt: string;
}

/** The notifications module: a person's notifications. */
export interface NotificationsTables {
  notifications: NotificationsTable;
}
