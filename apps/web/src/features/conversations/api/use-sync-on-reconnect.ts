import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useConnectionStatus } from '../../../lib/realtime';
import { getOpenConversation } from '../lib/open-thread';
import { conversationKeys } from './conversations';
import { flushOutbox, restoreOutbox } from './outbox-store';

/**
 * When the connection comes back: catch up on the open thread (only what came after its last
 * message) and the inbox, then send what was written while offline, in order, with the keys it
 * was written with. `catchUp` false only sends (the app-wide part, away from the inbox).
 */
export function useSyncOnReconnect({ catchUp }: { catchUp: boolean }): void {
  const { state } = useConnectionStatus();
  const queryClient = useQueryClient();
  const myId = useSession().data?.id ?? '';
  const previous = useRef(state);
  // What this person wrote in a tab closed before it could be sent goes out now, in order.
  useEffect(() => {
    if (restoreOutbox(myId) && previous.current === 'connected')
      void flushOutbox(queryClient, myId);
  }, [myId, queryClient]);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state !== 'connected' || was === 'connected') return;
    const open = getOpenConversation();
    void (async () => {
      if (catchUp) {
        await Promise.allSettled([
          queryClient.invalidateQueries({ queryKey: conversationKeys.inbox }),
          open && queryClient.invalidateQueries({ queryKey: conversationKeys.messages(open) }),
          open && queryClient.invalidateQueries({ queryKey: conversationKeys.detail(open) }),
        ]);
      }
      await flushOutbox(queryClient, myId);
    })();
  }, [state, catchUp, queryClient, myId]);
}
