import { useCallback } from 'react';
import { pingServer, type PingResult } from './ping';
import { useRealtimeClient } from '../../lib/realtime/realtime-context';

/** A function that pings the server over the live connection; rejects when there is none. */
export function usePing(): () => Promise<PingResult> {
  const client = useRealtimeClient();
  return useCallback(async () => {
    const socket = client?.socket;
    if (!socket?.connected) throw new Error('not connected');
    return pingServer(socket);
  }, [client]);
}
