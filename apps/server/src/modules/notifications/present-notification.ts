import type { Notification } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { NotificationRow } from './notifications.repository';

type Data = Notification['data'];

/** Stored `data` is JSON we wrote ourselves; anything but a flat object of scalars reads as empty. */
function parseData(text: string): Data {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const data: Data = {};
    for (const [key, v] of Object.entries(value))
      if (v === null || typeof v === 'string' || typeof v === 'number') data[key] = v;
    return data;
  } catch {
    return {};
  }
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  userId: row.userId,
  propertyId: row.propertyId,
  senderId: row.senderId,
  messageId: row.messageId,
  type: row.type,
  title: row.title,
  message: row.message,
  data: parseData(row.data),
  read: toBool(row.read),
  createdAt: row.createdAt,
});
