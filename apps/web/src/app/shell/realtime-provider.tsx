import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createRealtimeConnection, type NivaasSocket } from '../../lib/realtime/socket';
import { handOverLiveEar, whenPageLive } from '../../lib/realtime/live-ear';
import { RealtimeClient } from '../../lib/realtime/realtime-client';
import { RealtimeContext } from '../../lib/realtime/realtime-context';
import { sessionKey } from '../../lib/session';

/**
 * Holds the realtime connection of the signed-in person. Pass the id of the signed-in user
 * (null or undefined when signed out): it connects on sign-in, disconnects on sign-out.
 * Events keep the query cache fresh: 'user.updated' refreshes ['me'], and after a reconnect
 * every active query is refetched, so a drop never leaves a silent gap.
 */
export function RealtimeProvider({
  userId,
  children,
}: {
  userId: string | null | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [client] = useState(
    () =>
      new RealtimeClient<NivaasSocket>({
        connect: (hooks) => createRealtimeConnection(hooks),
        onEnvelope: (envelope) => {
          if (envelope.name === 'user.updated')
            void queryClient.invalidateQueries({ queryKey: sessionKey });
        },
        onReconnected: () => void queryClient.invalidateQueries(),
        // A drawn page's data is as old as the page: if the start script heard anything
        // meanwhile, it is read again once the app has hydrated the whole page
        // (lib/realtime/live-ear.ts).
        onConnected: () => {
          if (handOverLiveEar()) whenPageLive(() => void queryClient.invalidateQueries());
        },
        // The server refused the session: let ['me'] find out whether we are still signed in.
        onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionKey }),
      }),
  );

  useEffect(() => {
    client.setUser(userId ?? null);
    return () => client.setUser(null);
  }, [client, userId]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
