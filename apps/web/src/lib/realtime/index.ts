/**
 * The realtime client as features use it: listen to domain events, read the connection's state
 * and follow the listings on screen. The connection itself (socket.ts) and its client
 * (realtime-client.ts) are started by the shell (app/shell/realtime-provider.tsx).
 */
import { useEffect } from 'react';
import { useRealtimeClient } from './realtime-context';
import { useConnectionStatus } from './use-connection-status';

export { useRealtimeEvent } from './use-realtime-event';
export { useRealtimeClient } from './realtime-context';
export { useConnectionStatus } from './use-connection-status';

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
