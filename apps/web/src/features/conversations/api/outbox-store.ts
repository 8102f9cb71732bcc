import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import * as box from '../lib/outbox';
import { getOpenConversation } from '../lib/open-thread';
import { addMessage } from './conversations-cache';
import { sendAttachment } from './messages';
import { sendText } from './messages';

/**
 * The one outbox of this tab: what I wrote that the server has not stored yet. It lives outside
 * React so a message keeps its place while the person moves between threads, and one loop sends
 * it in order, one at a time.
 */
let items: box.Outbox = [];
/** Whose outbox this tab holds (restored from and saved to this browser's storage). */
let owner = '';
const listeners = new Set<() => void>();
/** Each tab saves under a key of its own, so two tabs never overwrite each other's messages. */
const TAB = Math.random().toString(36).slice(2, 10);
const storagePrefix = (userId: string) => `nivaas.outbox.${userId}.`;
let flushing = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const RETRY_AFTER_DROP_MS = 5000;

function set(next: box.Outbox): void {
  items = next;
  if (owner) save(owner, next);
  for (const listener of listeners) listener();
}

/** Text not yet sent survives closing the tab, to go out the next time this person is here. */
function save(userId: string, outbox: box.Outbox): void {
  try {
    const stored = box.toStored(outbox);
    const key = storagePrefix(userId) + TAB;
    if (stored.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or disabled (private windows): the outbox still works for this tab.
  }
}

function parseOrEmpty(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
}

/**
 * Takes up what an earlier tab of this person left unsent; true when there is something to send.
 * Another person signing in on this browser never sees or sends it.
 */
export function restoreOutbox(userId: string): boolean {
  if (!userId || owner === userId) return false;
  // Items of whoever held this tab before stay theirs: they are not sent as this person.
  const kept = owner ? [] : items;
  owner = userId;
  let restored = box.restore(kept, []);
  try {
    // Every tab's leftovers: closed tabs', and an open tab's too (sending twice is harmless: the
    // key makes the server answer the first copy). This tab now keeps them under its own key.
    const prefix = storagePrefix(userId);
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(prefix));
    for (const key of keys) {
      restored = box.restore(restored, parseOrEmpty(localStorage.getItem(key)));
      localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing to take up.
  }
  // In the order written (each tab's own order is kept: the sort is stable).
  set([...restored].sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
  return items.length > 0;
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
