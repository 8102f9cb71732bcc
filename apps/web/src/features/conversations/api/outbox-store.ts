import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import * as box from '../lib/outbox';
import { getOpenConversation } from '../lib/open-thread';
import { addMessage } from './conversations-cache';
import { sendAttachment } from './send-attachment';
import { sendText } from './send-message';

/**
 * The one outbox of this tab: what I wrote that the server has not stored yet. It lives outside
 * React so a message keeps its place while the person moves between threads, and one loop sends
 * it in order, one at a time.
 */
let items: box.Outbox = [];
const listeners = new Set<() => void>();
let flushing = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const RETRY_AFTER_DROP_MS = 5000;

function set(next: box.Outbox): void {
  items = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOutbox = (): box.Outbox => useSyncExternalStore(subscribe, () => items);

export function queueMessage(item: Omit<box.OutboxItem, 'status' | 'progress'>): void {
  set(box.enqueue(items, item));
}

export function retryMessage(clientKey: string): void {
  set(box.retry(items, clientKey));
}

export function discardMessage(clientKey: string): void {
  set(box.remove(items, clientKey));
}

/** The server stored one of mine (seen through the realtime event first, perhaps). */
export function settleByMessage(message: ChatMessage): void {
  if (message.clientKey && items.some((i) => i.clientKey === message.clientKey)) {
    set(box.remove(items, message.clientKey));
  }
}

const isDrop = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status >= 500 || err.status === 408);

/**
 * Sends what is queued, oldest first. A dropped connection puts the message back in line with
 * its key (tried again on reconnect, or shortly); a refusal marks it failed with the reason.
 */
export async function flushOutbox(queryClient: QueryClient, myId: string): Promise<void> {
  if (flushing || !myId) return;
  flushing = true;
  try {
    for (let item = box.nextToSend(items); item; item = box.nextToSend(items)) {
      const { clientKey, conversationId } = item;
      set(box.markSending(items, clientKey));
      try {
        const message = item.file
          ? await sendAttachment(conversationId, item.file, clientKey, (p) =>
              set(box.setProgress(items, clientKey, p)),
            )
          : await sendText(conversationId, item.content, clientKey);
        addMessage(queryClient, message, myId, getOpenConversation() === conversationId);
        set(box.remove(items, clientKey));
      } catch (err) {
        if (isDrop(err)) {
          set(box.requeue(items, clientKey));
          scheduleRetry(queryClient, myId);
          return;
        }
        set(box.markFailed(items, clientKey, err));
      }
    }
  } finally {
    flushing = false;
  }
}

function scheduleRetry(queryClient: QueryClient, myId: string): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (typeof navigator === 'undefined' || navigator.onLine !== false) {
      void flushOutbox(queryClient, myId);
    }
  }, RETRY_AFTER_DROP_MS);
}
