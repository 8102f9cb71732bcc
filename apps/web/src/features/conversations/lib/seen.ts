import type { ChatMessage } from '@nivaas/shared';

/**
 * Which of my messages carries "Seen": the last one the other person has read (seq ≤
 * otherReadSeq). None once they have written after it: a reply says more than "Seen".
 */
export function seenMessageId(
  messages: readonly ChatMessage[],
  myId: string,
  otherReadSeq: number,
): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.senderId !== myId) return null;
    if (m.seq <= otherReadSeq) return m.id;
  }
  return null;
}
