import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

export interface RedisAdapterHandle {
  /**
   * Settles once both clients are ready (the adapter's subscriptions are then on the wire ahead
   * of anything else), or after `ms` when Redis cannot be reached; says which.
   */
  ready(ms: number): Promise<boolean>;
  /**
   * Disconnects the two Redis clients. Call it after `io.close()`, and call `ready` before that:
   * the adapter unsubscribes on close without waiting for the answers (no callback, no catch),
   * and a client still connecting writes those ahead of its queued subscriptions (ioredis lets
   * subscription commands skip the offline queue), so they would never be answered and QUIT
   * would reject them unhandled. On a ready connection they are answered, in order, before QUIT.
   */
  close(): Promise<void>;
}

/** Resolves true on the client's 'ready', false after `ms`; never rejects. */
function untilReady(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    timer.unref();
    client.once('ready', onReady);
  });
}

/**
 * Fans events out through Redis so a publish on one instance reaches sockets on every other.
 */
export function useRedisAdapter(
  io: Server,
  redisUrl: string,
  channel: string,
  log: FastifyBaseLogger,
): RedisAdapterHandle {
  const pub = new Redis(redisUrl, { lazyConnect: false });
  const sub = pub.duplicate();
  // Without listeners ioredis prints every reconnect failure as an unhandled error.
  for (const [role, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (err: Error) =>
      log.warn({ err: err.message, role }, 'realtime redis error'),
    );
  }
  io.adapter(createAdapter(pub, sub, { key: channel }));
  const bothReady = async (ms: number) =>
    (await Promise.all([untilReady(pub, ms), untilReady(sub, ms)])).every(Boolean);
  return {
    ready: bothReady,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
