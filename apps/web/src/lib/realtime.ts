/**
 * Realtime for features: listen to domain events and follow listings on screen. Features use
 * these instead of reaching into features/realtime (features don't import each other).
 */
import { useEffect } from 'react';
import { useRealtimeClient } from '../features/realtime/realtime-context';

export { useRealtimeEvent } from '../features/realtime/use-realtime-event';
export { useRealtimeClient } from '../features/realtime/realtime-context';

/**
 * Follows the `property:{id}` rooms of the listings on screen (live price, status, comments).
 * The server replaces the set each time, so pass every id shown; re-sent after a reconnect.
 * One component per page should call this with the union of what the page shows.
 */
export function useWatchProperties(propertyIds: readonly string[]): void {
  const client = useRealtimeClient();
  const key = [...new Set(propertyIds)].sort().join(',');
  useEffect(() => {
    const socket = client?.socket;
    if (!socket) return;
    const ids = key ? key.split(',') : [];
    const send = () => socket.emit('properties:watch', { propertyIds: ids });
    if (socket.connected) send();
    socket.on('connect', send);
    return () => {
      socket.off('connect', send);
      socket.emit('properties:watch', { propertyIds: [] });
    };
  }, [client, client?.socket, key]);
}
