import type { Socket } from 'socket.io';
import { MAX_WATCHED_PROPERTIES, propertyRoom } from '@nivaas/shared';

const PREFIX = propertyRoom('');
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** The socket's person and session: admin powers belong to a session (acts-as-admin.ts). */
export interface Watcher {
  userId: string;
  sessionId: string;
}

/**
 * Of `ids`, those the watcher may see (a hidden listing only its owner and admins see). The
 * properties module sets it, as the rule is theirs.
 */
export type WatchFilter = (watcher: Watcher, ids: string[]) => Promise<string[]>;

/**
 * `properties:watch`: the socket follows exactly the listings the client has on screen, of those
 * it may see (`visible`); a room for an id that doesn't exist simply never hears anything. The
 * set is replaced, not added to, so a client can't grow it.
 */
export async function watchProperties(
  socket: Pick<Socket, 'rooms' | 'join' | 'leave' | 'connected'> & { data: Watcher },
  payload: unknown,
  visible: WatchFilter | null,
): Promise<number> {
  const ids = (payload as { propertyIds?: unknown } | null)?.propertyIds;
  if (!Array.isArray(ids)) return countWatched(socket);
  const asked = [...new Set(ids.filter(isId).slice(0, MAX_WATCHED_PROPERTIES))];
  const shown = visible && asked.length > 0 ? await visible(socket.data, asked) : asked;
  // Gone while its list was checked: joining now would leave rooms behind it.
  if (!socket.connected) return 0;
  const wanted = new Set(shown.map(propertyRoom));
  for (const room of [...socket.rooms]) {
    if (room.startsWith(PREFIX) && !wanted.has(room)) void socket.leave(room);
  }
  void socket.join([...wanted]);
  return wanted.size;
}

const countWatched = (socket: Pick<Socket, 'rooms'>): number =>
  [...socket.rooms].filter((r) => r.startsWith(PREFIX)).length;
