import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markNotificationsRead } from './notifications-cache';
import { notificationKeys } from './notifications-keys';

export const markAllNotificationsRead = () =>
  api<{ updated: number }>('/api/notifications/read-all', { method: 'POST' });

/** POST /api/notifications/read-all; everything cached turns read when the server agrees. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => markNotificationsRead(queryClient, { notificationIds: [], all: true }),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
