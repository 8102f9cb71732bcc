import type { Socket } from 'socket.io';
import { MAX_WATCHED_PROPERTIES, propertyRoom } from '@nivaas/shared';

const PREFIX = propertyRoom('');
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/**
 * `properties:watch`: the socket follows exactly the listings the client has on screen. Listings
 * are public to anyone signed in, so any id may be watched; a room for an id that doesn't exist
 * simply never hears anything. The set is replaced, not added to, so a client can't grow it.
 */
export function watchProperties(
  socket: Pick<Socket, 'rooms' | 'join' | 'leave'>,
  payload: unknown,
): number {
  const ids = (payload as { propertyIds?: unknown } | null)?.propertyIds;
  if (!Array.isArray(ids)) return countWatched(socket);
  const wanted = new Set(ids.filter(isId).slice(0, MAX_WATCHED_PROPERTIES).map(propertyRoom));
  for (const room of [...socket.rooms]) {
    if (room.startsWith(PREFIX) && !wanted.has(room)) void socket.leave(room);
  }
  void socket.join([...wanted]);
  return wanted.size;
}

const countWatched = (socket: Pick<Socket, 'rooms'>): number =>
  [...socket.rooms].filter((r) => r.startsWith(PREFIX)).length;
