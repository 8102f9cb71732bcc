import { toBool } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { ConversationRow } from './conversations.repository';

/** Who may do what in a conversation (spec sections 4, 6 and 9). */
export const isParticipant = (row: ConversationRow, userId: string): boolean =>
  row.userLow === userId || row.userHigh === userId;

export const otherParticipant = (row: ConversationRow, userId: string): string =>
  row.userLow === userId ? row.userHigh : row.userLow;

/**
 * A thread about a listing without an application is limited for the seeker (not the owner):
 * at most CHAT_LIMITS.preApplyMessages before applying. Direct threads are open.
 */
export const isLimitedFor = (row: ConversationRow, userId: string): boolean =>
  row.unlockLevel === 'limited' && row.propertyId !== null && row.ownerId !== userId;

/** A stranger learns nothing: the same 404 as a thread that does not exist. */
export function assertParticipant(
  row: ConversationRow | undefined,
  userId: string,
): asserts row is ConversationRow {
  if (!row || !isParticipant(row, userId)) throw new AppError('chat.thread-not-found');
}

export function assertNotBlocked(row: ConversationRow): void {
  if (toBool(row.blocked)) throw new AppError('chat.thread-blocked');
}
