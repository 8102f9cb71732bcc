import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../lib/session';
import { useConnectionStatus } from '../../../lib/realtime';
import { getOpenConversation } from '../lib/open-thread';
import { conversationKeys } from './conversations';
import { flushOutbox, restoreOutbox } from './outbox-store';

/**
 * Reads again what changed while the connection was down: the inbox and the open thread. False
 * when they could not be read, so the messages written meanwhile are not on screen.
 */
export async function catchUpMessages(
  queryClient: QueryClient,
  open: string | null,
): Promise<boolean> {
  const results = await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: conversationKeys.inbox }, { throwOnError: true }),
    open &&
      queryClient.invalidateQueries(
        { queryKey: conversationKeys.messages(open) },
        { throwOnError: true },
      ),
    open &&
      queryClient.invalidateQueries(
        { queryKey: conversationKeys.detail(open) },
        { throwOnError: true },
      ),
  ]);
  return results.every((r) => r.status === 'fulfilled');
}

/**
 * When the connection comes back: catch up on the open thread (only what came after its last
 * message) and the inbox, then send what was written while offline, in order, with the keys it
 * was written with. `catchUp` false only sends (the app-wide part, away from the inbox).
 */
export function useSyncOnReconnect({ catchUp }: { catchUp: boolean }): void {
  const { state } = useConnectionStatus();
  const queryClient = useQueryClient();
  const { t } = useTranslation('messages');
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
      if (catchUp && !(await catchUpMessages(queryClient, open)))
        notifications.show({ color: 'red', message: t('errors.server.processMessages') });
      await flushOutbox(queryClient, myId);
    })();
  }, [state, catchUp, queryClient, myId, t]);
}
