import { createContext, useContext } from 'react';
import type { NivaasSocket } from './socket';
import type { RealtimeClient } from './realtime-client';

export const RealtimeContext = createContext<RealtimeClient<NivaasSocket> | null>(null);

/** The app's realtime client, or null outside RealtimeProvider. */
export const useRealtimeClient = (): RealtimeClient<NivaasSocket> | null =>
  useContext(RealtimeContext);
