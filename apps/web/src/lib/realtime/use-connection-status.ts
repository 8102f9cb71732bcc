import { useSyncExternalStore } from 'react';
import { reconnectDelays } from '@nivaas/shared';
import type { ConnectionSnapshot } from './socket';
import { useRealtimeClient } from './realtime-context';

const NO_PROVIDER: ConnectionSnapshot = {
  state: 'idle',
  attempt: 0,
  maxAttempts: reconnectDelays().length,
  nextRetryAt: null,
};
const noSubscription = () => () => {};
const noProvider = () => NO_PROVIDER;

/** The realtime connection's state ('idle' when signed out), re-rendering on each change. */
export function useConnectionStatus(): ConnectionSnapshot {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client?.subscribe ?? noSubscription,
    client?.getSnapshot ?? noProvider,
    noProvider,
  );
}
