import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@nivaas/shared';
import { useRealtimeEvent } from '../../../lib/realtime';
import { addNotification, markNotificationsRead } from './notifications-cache';

/**
 * Keeps the cached bell and list in step with `notification.created` and `notification.read`
 * (another tab, another device, or the server's own fan-out). `onCreated` hears every new
 * one, e.g. to show a toast; the cache itself ignores one it already holds.
 */
export function useNotificationsLive(onCreated?: (n: Notification) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification.created', ({ notification }) => {
    addNotification(queryClient, notification);
    onCreated?.(notification);
  });
  useRealtimeEvent('notification.read', (change) => markNotificationsRead(queryClient, change));
}
