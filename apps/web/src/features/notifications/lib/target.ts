import { PROPERTY_NOTIFICATION_TYPES, type Notification } from '@nivaas/shared';

/**
 * Where a click on a notification leads (spec section 2): the listing for the four property
 * kinds, the conversation for a message, otherwise the full list.
 */
export function notificationTarget(
  n: Pick<Notification, 'type' | 'propertyId' | 'senderId'>,
): string {
  if (PROPERTY_NOTIFICATION_TYPES.includes(n.type) && n.propertyId)
    return `/properties/${encodeURIComponent(n.propertyId)}`;
  if (n.type === 'message' && n.senderId) return `/messages/${encodeURIComponent(n.senderId)}`;
  return '/notifications';
}
