/**
 * Realtime for features: listen to domain events and follow listings on screen. Features use
 * these instead of reaching into features/realtime (features don't import each other).
 */
import { useEffect } from 'react';
import { useRealtimeClient } from '../features/realtime/realtime-context';
import { useConnectionStatus } from '../features/realtime/use-connection-status';

export { useRealtimeEvent } from '../features/realtime/use-realtime-event';
export { useRealtimeClient } from '../features/realtime/realtime-context';
export { useConnectionStatus } from '../features/realtime/use-connection-status';

/**
 * Follows the `property:{id}` rooms of the listings on screen (live price, status, comments).
 * The server replaces the set each time, so one component per page calls this with every id the
 * page shows. Sent again after each reconnect (a new socket session starts with no rooms).
 */
export function useWatchProperties(propertyIds: readonly string[]): void {
  const client = useRealtimeClient();
  const { state } = useConnectionStatus();
  const key = [...new Set(propertyIds)].sort().join(',');
  useEffect(() => {
    const socket = client?.socket;
    if (!socket || state !== 'connected') return;
    socket.emit('properties:watch', { propertyIds: key ? key.split(',') : [] });
  }, [client, state, key]);
  useEffect(
    () => () => {
      client?.socket?.emit('properties:watch', { propertyIds: [] });
    },
    [client],
  );
}
