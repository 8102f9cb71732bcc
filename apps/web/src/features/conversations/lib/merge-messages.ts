import type { ChatMessage } from '@nivaas/shared';

export interface MessagePage {
  messages: ChatMessage[];
  /** Older messages exist before the first one held. */
  hasMore: boolean;
}

/**
 * Adds `incoming` to `held`: one entry per seq (a realtime event and the send's answer, or a
 * catch-up page, may bring the same message twice), ascending. The newer copy wins (read state).
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]) {
  if (incoming.length === 0) return held as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const lastSeqOf = (messages: readonly ChatMessage[]): number =>
  messages.length ? messages[messages.length - 1]!.seq : 0;

/** Marks my messages up to `readSeq` as read by the other person (their "conversation.read"). */
export function markReadUpTo(
  messages: readonly ChatMessage[],
  receiverId: string,
  readSeq: number,
  readAt: string,
): ChatMessage[] {
  return messages.map((m) =>
    m.receiverId === receiverId && m.seq <= readSeq && !m.read ? { ...m, read: true, readAt } : m,
  );
}
