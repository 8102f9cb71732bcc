import type { FastifyInstance } from 'fastify';
import type { Conversation } from '@nivaas/shared';
import { nowIso, toBool } from '../../db/dialect';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { findConversation, setBlocked } from './conversations.repository';
import { assertParticipant } from './conversations.policy';
import { publishToBoth } from './conversation-events';
import { presentConversation } from './present-conversation';

/**
 * Either participant may block or unblock (spec section 6); the blocker and time are recorded.
 * Blocking an already blocked thread keeps the first blocker.
 */
export async function setConversationBlocked(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
  blocked: boolean,
): Promise<Conversation> {
  const row = await findConversation(app.db, id);
  assertParticipant(row, caller.userId);
  if (toBool(row.blocked) !== blocked) {
    const at = nowIso();
    await setBlocked(
      app.db,
      id,
      blocked
        ? { blocked: 1, blockedBy: caller.userId, blockedAt: at }
        : { blocked: 0, blockedBy: null, blockedAt: null },
      at,
    );
    publishToBoth(app, 'conversation.updated', { conversationId: id }, [row.userLow, row.userHigh]);
  }
  return presentConversation(app, (await findConversation(app.db, id))!, caller.userId);
}
