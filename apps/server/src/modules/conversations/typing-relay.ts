import type { FastifyInstance } from 'fastify';
import { userRoom } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import { LruMap } from '../../lib/lru-map';
import { findConversation } from './conversations.repository';
import { isParticipant, otherParticipant } from './conversations.policy';

const MIN_INTERVAL_MS = 1000;
/** (person, conversation) pairs remembered on this instance: a few bytes each. */
const REMEMBERED = 50_000;

/**
 * "Typing…": a socket says its person types in a conversation; the other participant hears it.
 * Never stored. A person is heard at most once a second per conversation, however many sockets
 * they type from, so a chatty keyboard (or forty tabs) costs one relay a second; how often a
 * person may send events at all is the realtime plugin's per-person limit.
 *
 * The thread is read at each relay (at most once a second per person and thread, by its key),
 * not remembered: a block made on any instance stops the very next relay.
 */
export function relayTyping(app: FastifyInstance): void {
  const lastSent = new LruMap<string, number>(REMEMBERED);
  app.io.on('connection', (socket) => {
    socket.on('conversation:typing', async (payload) => {
      const id = (payload as { conversationId?: unknown } | null)?.conversationId;
      if (typeof id !== 'string' || id.length === 0 || id.length > 64) return;
      const now = Date.now();
      const userId = socket.data.userId;
      const key = `${userId} ${id}`;
      const last = lastSent.get(key);
      if (last !== undefined && now - last < MIN_INTERVAL_MS) return;
      lastSent.set(key, now);
      const row = await findConversation(app.db, id).catch(() => undefined);
      if (!row || !isParticipant(row, userId) || toBool(row.blocked)) return;
      const other = otherParticipant(row, userId);
      if (other) {
        app.events.publish('conversation.typing', { conversationId: id, userId }, [
          userRoom(other),
        ]);
      }
    });
  });
}
