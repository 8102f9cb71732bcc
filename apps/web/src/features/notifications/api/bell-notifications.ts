import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_BELL_ITEMS, type NotificationList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

/** GET /api/notifications?limit=5: the bell's latest five and the unread count of all. */
export const bellNotificationsQuery = queryOptions({
  queryKey: notificationKeys.bell,
  queryFn: ({ signal }) =>
    api<NotificationList>(`/api/notifications?limit=${NOTIFICATION_BELL_ITEMS}`, { signal }),
  // Realtime events keep it current; a refetch now and then catches anything missed.
  staleTime: 60_000,
});

export const useBellNotifications = (enabled = true) =>
  useQuery({ ...bellNotificationsQuery, enabled });
