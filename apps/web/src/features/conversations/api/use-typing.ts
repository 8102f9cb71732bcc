import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeClient, useRealtimeEvent } from '../../../lib/realtime';

const SHOW_MS = 3500;
const SEND_EVERY_MS = 1000;

/** "{name} is typing…": true while the other person's keystrokes keep arriving. */
export function useOtherTyping(conversationId: string, otherId: string | undefined): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setTyping(false);
  }, []);
  useEffect(() => stop, [conversationId, stop]);
  useRealtimeEvent('conversation.typing', (event) => {
    if (event.conversationId !== conversationId || event.userId !== otherId) return;
    setTyping(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(stop, SHOW_MS);
  });
  // Their message arrived: they have stopped typing it.
  useRealtimeEvent('message.created', ({ message }) => {
    if (message.conversationId === conversationId && message.senderId === otherId) stop();
  });
  return typing;
}

/** Tells the other person I'm typing, at most once a second. */
export function useSendTyping(conversationId: string): () => void {
  const client = useRealtimeClient();
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < SEND_EVERY_MS) return;
    last.current = now;
    client?.socket?.emit('conversation:typing', { conversationId });
  }, [client, conversationId]);
}
