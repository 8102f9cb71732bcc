/**
 * Messages written but not yet stored by the server, in the order they were written. Each keeps
 * the idempotency key it was created with for every attempt, so a retry after a dropped answer
 * finds the first copy on the server instead of storing a second one.
 */
export type OutboxStatus = 'queued' | 'sending' | 'failed';

export interface OutboxItem {
  clientKey: string;
  conversationId: string;
  content: string;
  /** An image or PDF to upload instead of text. */
  file?: File;
  status: OutboxStatus;
  /** Upload progress 0–1 while sending a file. */
  progress: number;
  /** Why the last attempt was refused (an ApiError, translated when shown); set when failed. */
  error?: unknown;
  createdAt: string;
}

export type Outbox = readonly OutboxItem[];

export const enqueue = (
  box: Outbox,
  item: Omit<OutboxItem, 'status' | 'progress'>,
): OutboxItem[] => [...box, { ...item, status: 'queued', progress: 0 }];

/** The next one to send: the oldest queued, unless one is already on its way (one at a time keeps the order). */
export function nextToSend(box: Outbox): OutboxItem | null {
  if (box.some((i) => i.status === 'sending')) return null;
  return box.find((i) => i.status === 'queued') ?? null;
}

const update = (box: Outbox, key: string, patch: Partial<OutboxItem>): OutboxItem[] =>
  box.map((i) => (i.clientKey === key ? { ...i, ...patch } : i));

export const markSending = (box: Outbox, key: string) =>
  update(box, key, { status: 'sending', error: undefined });

export const setProgress = (box: Outbox, key: string, progress: number) =>
  update(box, key, { progress });

/** The connection dropped: back in line, same key, tried again on reconnect. */
export const requeue = (box: Outbox, key: string) =>
  update(box, key, { status: 'queued', progress: 0 });

/** The server refused it (blocked, limit, too large): stays visible with the reason and Retry. */
export const markFailed = (box: Outbox, key: string, error: unknown) =>
  update(box, key, { status: 'failed', error, progress: 0 });

/** Retry keeps the key: if the first attempt was stored after all, the server answers that one. */
export const retry = (box: Outbox, key: string) =>
  update(box, key, { status: 'queued', error: undefined, progress: 0 });

/** Stored (the send's answer or the realtime event, whichever came first) or discarded. */
export const remove = (box: Outbox, key: string): OutboxItem[] =>
  box.filter((i) => i.clientKey !== key);

/** What a thread shows below its stored messages: its own items not yet stored. */
export const pendingFor = (
  box: Outbox,
  conversationId: string,
  storedKeys: ReadonlySet<string>,
): OutboxItem[] =>
  box.filter((i) => i.conversationId === conversationId && !storedKeys.has(i.clientKey));

/** What of the outbox outlives the tab: text still to send (a picked file cannot be kept). */
export interface StoredOutboxItem {
  clientKey: string;
  conversationId: string;
  content: string;
  createdAt: string;
}

/** Text the server has not stored and has not refused; a refusal's reason is not kept. */
export const toStored = (box: Outbox): StoredOutboxItem[] =>
  box
    .filter((i) => !i.file && i.status !== 'failed')
    .map(({ clientKey, conversationId, content, createdAt }) => ({
      clientKey,
      conversationId,
      content,
      createdAt,
    }));

const isStored = (v: unknown): v is StoredOutboxItem =>
  typeof v === 'object' &&
  v !== null &&
  (['clientKey', 'conversationId', 'content', 'createdAt'] as const).every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'string',
  );

/**
 * Adds what an earlier tab left (parsed JSON; anything malformed is skipped) behind what this
 * one holds, queued again with its own key: one the server stored after all answers that copy.
 */
export function restore(box: Outbox, saved: unknown): OutboxItem[] {
  const have = new Set(box.map((i) => i.clientKey));
  const earlier = (Array.isArray(saved) ? saved : [])
    .filter(isStored)
    .filter((i) => !have.has(i.clientKey))
    .map((i): OutboxItem => ({ ...i, status: 'queued', progress: 0 }));
  return [...earlier, ...box];
}
