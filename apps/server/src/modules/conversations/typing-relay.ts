import type { FastifyInstance } from 'fastify';
import { userRoom } from '@nivaas/shared';
import { LruMap } from '../../lib/lru-map';
import { findConversation } from './conversations.repository';
import { isParticipant, otherParticipant } from './conversations.policy';

const MIN_INTERVAL_MS = 1000;
/** Conversations remembered per socket; a person types in a handful at a time. */
const REMEMBERED_PER_SOCKET = 50;

/**
 * "Typing…": a socket says it types in a conversation; the other participant hears it. Never
 * stored. Membership is read once per conversation per socket and kept with the last relay time
 * in a small LRU, so a socket sending new ids costs bounded memory; how often it may send at all
 * is the realtime plugin's per-socket limit. A socket is heard at most once a second per
 * conversation, so a chatty keyboard costs little.
 */
export function relayTyping(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    const seen = new LruMap<string, { other: string | null; lastSent: number }>(
      REMEMBERED_PER_SOCKET,
    );
    socket.on('conversation:typing', async (payload) => {
      const id = (payload as { conversationId?: unknown } | null)?.conversationId;
      if (typeof id !== 'string' || id.length === 0 || id.length > 64) return;
      const now = Date.now();
      const userId = socket.data.userId;
      let entry = seen.get(id);
      if (entry && now - entry.lastSent < MIN_INTERVAL_MS) return;
      if (!entry) {
        const row = await findConversation(app.db, id).catch(() => undefined);
        entry = {
          other: row && isParticipant(row, userId) ? otherParticipant(row, userId) : null,
          lastSent: 0,
        };
      }
      entry.lastSent = now;
      seen.set(id, entry);
      if (entry.other) {
        app.events.publish('conversation.typing', { conversationId: id, userId }, [
          userRoom(entry.other),
        ]);
      }
    });
  });
}
