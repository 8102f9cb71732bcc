import type { Conversation } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import {
  findConversation,
  participantsOf,
  setBlocked,
  setParticipantBlocking,
} from './conversations.repository';
import { assertParticipant } from './conversations.policy';
import { presentConversation } from './present-conversation';
import './conversations.events';

/**
 * Either participant may block or unblock (spec section 6), and each block is its blocker's
 * own: lifting it is theirs alone, so the blocked side cannot undo it (403
 * `chat.block-not-yours`). The thread is blocked while any participant's block is on; its
 * `blockedBy` and `blockedAt` name a block that is on (the first, when both are).
 */
export async function setConversationBlocked(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  id: string,
  blocked: boolean,
): Promise<Conversation> {
  const row = await findConversation(deps.db, id);
  assertParticipant(row, caller.userId);
  const at = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    const participants = await participantsOf(trx, id);
    const mine = participants.find((p) => p.userId === caller.userId);
    const theirs = participants.find((p) => p.userId !== caller.userId);
    if (toBool(mine?.blocking) === blocked) {
      // Lifting a block that is not one's own.
      if (!blocked && toBool(theirs?.blocking)) throw new AppError('chat.block-not-yours');
      return;
    }
    await setParticipantBlocking(trx, id, caller.userId, blocked);
    const current = (await findConversation(trx, id))!;
    const stillBlockedBy = blocked
      ? (current.blockedBy ?? caller.userId)
      : toBool(theirs?.blocking)
        ? (theirs?.userId ?? null)
        : null;
    await setBlocked(
      trx,
      id,
      stillBlockedBy
        ? {
            blocked: 1,
            blockedBy: stillBlockedBy,
            blockedAt: current.blockedBy === stillBlockedBy ? current.blockedAt : at,
          }
        : { blocked: 0, blockedBy: null, blockedAt: null },
      at,
    );
    emit('conversation.blocked', {
      conversationId: id,
      blocked: stillBlockedBy !== null,
      participants: [row.userLow, row.userHigh],
    });
  });
  return presentConversation(deps, (await findConversation(deps.db, id))!, caller.userId);
}
