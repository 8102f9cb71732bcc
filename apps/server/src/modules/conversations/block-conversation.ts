import type { Conversation } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { findConversation, setBlocked } from './conversations.repository';
import { assertParticipant } from './conversations.policy';
import { presentConversation } from './present-conversation';
import './conversations.events';

/**
 * Either participant may block or unblock (spec section 6); the blocker and time are recorded.
 * Blocking an already blocked thread keeps the first blocker.
 */
export async function setConversationBlocked(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  id: string,
  blocked: boolean,
): Promise<Conversation> {
  const row = await findConversation(deps.db, id);
  assertParticipant(row, caller.userId);
  if (toBool(row.blocked) !== blocked) {
    const at = deps.clock.now().toISOString();
    await inTransaction(deps, async (trx, emit) => {
      await setBlocked(
        trx,
        id,
        blocked
          ? { blocked: 1, blockedBy: caller.userId, blockedAt: at }
          : { blocked: 0, blockedBy: null, blockedAt: null },
        at,
      );
      emit('conversation.blocked', {
        conversationId: id,
        blocked,
        participants: [row.userLow, row.userHigh],
      });
    });
  }
  return presentConversation(deps, (await findConversation(deps.db, id))!, caller.userId);
}
