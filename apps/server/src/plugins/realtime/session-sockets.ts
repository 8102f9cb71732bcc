import type { Server } from 'socket.io';
import { userRoom } from '@nivaas/shared';
import { LruMap } from '../../lib/lru-map';

/** Every socket joins the room of the session it was opened with (never sent to a client). */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** The server-side message that ends sockets on the other instances (through Redis). */
export const SOCKETS_END_EVENT = 'nivaas:sockets-end';
export interface SocketsEnd {
  sessionIds: string[];
  userIds: string[];
}
/** Messages between instances (Socket.IO's server-side events). */
export interface ServerSideEvents {
  [SOCKETS_END_EVENT]: (message: SocketsEnd) => void;
  /** A signal by name (instance-signals.ts). */
  'nivaas:signal': (name: string) => void;
}

export interface RealtimeSessions {
  /**
   * Disconnects the sockets of these sessions on every instance. Called when a session ends
   * (sign-out, password reset, "sign out everywhere", expiry); fire and forget.
   */
  disconnectSessions(sessionIds: string[]): void;
  /** Disconnects every socket of this person on every instance (a suspended account). */
  disconnectUser(userId: string): void;
}

// How long an ended session or person is remembered, and how many: enough to cover a handshake
// that read the session just before it ended (a few database round trips at most).
const REMEMBER_MS = 60_000;
const REMEMBERED = 10_000;

/**
 * Ends sockets by session or person. Each instance disconnects its own sockets when it hears of
 * the end (the one that ends it at once, the others through the adapter's server-side messages),
 * and remembers the end for a minute: a handshake that started before it (and so may have read
 * the session while it still existed) is refused instead of joining the rooms just emptied.
 */
export function createSessionSockets(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- client events do not matter here
  io: Server<any, any, ServerSideEvents, any>,
  opts: { clustered: boolean; now?: () => number },
): RealtimeSessions & {
  /** True when the session or person ended at or after `authStartedAt` (this instance's clock). */
  endedSince(data: { sessionId: string; userId: string; authStartedAt: number }): boolean;
  stop(): void;
} {
  const now = opts.now ?? Date.now;
  const ended = new LruMap<string, number>(REMEMBERED);
  let stopped = false;

  const endHere = ({ sessionIds, userIds }: SocketsEnd) => {
    const at = now();
    for (const id of sessionIds) ended.set(`s:${id}`, at);
    for (const id of userIds) ended.set(`u:${id}`, at);
    const rooms = [...sessionIds.map(sessionRoom), ...userIds.map(userRoom)];
    if (rooms.length) io.local.in(rooms).disconnectSockets(true);
  };
  io.on(SOCKETS_END_EVENT, (message: SocketsEnd) => {
    if (Array.isArray(message?.sessionIds) && Array.isArray(message?.userIds)) endHere(message);
  });

  const end = (message: SocketsEnd) => {
    if (stopped) return;
    endHere(message);
    // The in-memory adapter has no other instances (and warns when asked to reach them).
    if (opts.clustered) io.serverSideEmit(SOCKETS_END_EVENT, message);
  };

  const endedAt = (key: string): number | undefined => {
    const at = ended.get(key);
    return at !== undefined && now() - at <= REMEMBER_MS ? at : undefined;
  };

  return {
    disconnectSessions: (sessionIds) => {
      if (sessionIds.length) end({ sessionIds, userIds: [] });
    },
    disconnectUser: (userId) => end({ sessionIds: [], userIds: [userId] }),
    endedSince({ sessionId, userId, authStartedAt }) {
      const at = Math.max(endedAt(`s:${sessionId}`) ?? -1, endedAt(`u:${userId}`) ?? -1);
      return at >= authStartedAt;
    },
    stop() {
      stopped = true;
    },
  };
}
