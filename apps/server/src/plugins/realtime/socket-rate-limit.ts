import type { Socket } from 'socket.io';
import { LruMap } from '../../lib/lru-map';

export interface SocketEventLimit {
  /** Events a socket may send per second, on average. */
  perSecond: number;
  /** Events it may send at once after being quiet (the bucket's size). */
  burst: number;
}

/**
 * A token bucket: two numbers per socket, however many events or conversation ids it sends.
 * Tokens refill continuously at `perSecond` up to `burst`; each event takes one.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: SocketEventLimit,
    now: number,
  ) {
    this.tokens = limit.burst;
    this.last = now;
  }

  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.last = now;
    this.tokens = Math.min(this.limit.burst, this.tokens + elapsed * this.limit.perSecond);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One bucket per person, shared by all their sockets on this instance and kept across their
 * reconnections (a person's forty tabs or a script's forty sockets get the one person's rate).
 * An LRU bounds the memory: a bucket not used for long is dropped, and a full one is what a new
 * bucket is anyway.
 */
export function personBuckets(limit: SocketEventLimit, size = 100_000) {
  const buckets = new LruMap<string, TokenBucket>(size);
  return (userId: string, now: number): TokenBucket => {
    let bucket = buckets.get(userId);
    if (!bucket) {
      bucket = new TokenBucket(limit, now);
      buckets.set(userId, bucket);
    }
    return bucket;
  };
}

/**
 * Every event a socket sends passes through its person's bucket before any handler runs
 * (typing, pings, watch lists, and whatever a module adds later). A socket over the limit is
 * told with a `rate-limited` event, which the web can show, and then disconnected; nothing it
 * sent past the limit is handled.
 */
export function limitSocketEvents(
  socket: Pick<Socket, 'use' | 'emit' | 'disconnect'>,
  limit: SocketEventLimit,
  now: () => number = Date.now,
  bucket: TokenBucket = new TokenBucket(limit, now()),
): void {
  let over = false;
  socket.use((_packet, next) => {
    if (over) return;
    if (bucket.take(now())) return next();
    over = true;
    socket.emit('rate-limited', { perSecond: limit.perSecond, burst: limit.burst });
    // Engine.IO sends what is queued (the event above) before it closes the connection.
    socket.disconnect(true);
  });
}
