import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

/**
 * Fans events out through Redis so a publish on one instance reaches sockets on every other.
 * Returns the function that disconnects the two Redis clients on shutdown.
 */
export function useRedisAdapter(
  io: Server,
  redisUrl: string,
  log: FastifyBaseLogger,
): () => Promise<void> {
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
  io.adapter(createAdapter(pub, sub, { key: 'nivaas-rt' }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
