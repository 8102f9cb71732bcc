import type { FastifyInstance } from 'fastify';
import { userRoom } from '@nivaas/shared';
import { findConversation } from './conversations.repository';
import { isParticipant, otherParticipant } from './conversations.policy';

const MIN_INTERVAL_MS = 1000;

/**
 * "Typing…": a socket says it types in a conversation; the other participant hears it. Never
 * stored. Membership is read once per conversation per socket, and a socket is heard at most
 * once a second per conversation, so a chatty keyboard costs little.
 */
export function relayTyping(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    const others = new Map<string, string | null>();
    const lastSent = new Map<string, number>();
    socket.on('conversation:typing', async (payload) => {
      const id = (payload as { conversationId?: unknown } | null)?.conversationId;
      if (typeof id !== 'string' || id.length === 0 || id.length > 64) return;
      const now = Date.now();
      if (now - (lastSent.get(id) ?? 0) < MIN_INTERVAL_MS) return;
      lastSent.set(id, now);
      const userId = socket.data.userId;
      if (!others.has(id)) {
        if (others.size > 100) others.clear();
        const row = await findConversation(app.db, id).catch(() => undefined);
        others.set(id, row && isParticipant(row, userId) ? otherParticipant(row, userId) : null);
      }
      const other = others.get(id);
      if (other) {
        app.events.publish('conversation.typing', { conversationId: id, userId }, [
          userRoom(other),
        ]);
      }
    });
  });
}
