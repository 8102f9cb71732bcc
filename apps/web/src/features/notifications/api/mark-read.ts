import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { markNotificationsRead } from './notifications-cache';
import { notificationKeys } from './notifications-keys';

export const markNotificationRead = (id: string) =>
  api<{ notification: Notification }>(`/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
  });

/**
 * PATCH /api/notifications/:id/read. Shown as read at once (a click also navigates away); applied
 * again after the server answers, which refetches any list that did not hold it.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markNotificationsRead(queryClient, { notificationIds: [id], all: false }),
    onSuccess: ({ notification }) =>
      markNotificationsRead(queryClient, { notificationIds: [notification.id], all: false }),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
