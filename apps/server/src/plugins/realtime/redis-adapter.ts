import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

export interface RedisAdapterHandle {
  /**
   * Settles once both clients are ready and Redis has confirmed the adapter's subscriptions, or
   * after `ms` when Redis cannot be reached; says which.
   * Call it before `io.close()` too: the adapter unsubscribes on close, and a client still
   * connecting writes those commands ahead of its queued subscriptions (ioredis lets
   * subscription commands skip the offline queue), so they would never be answered.
   */
  ready(ms: number): Promise<boolean>;
  /** Disconnects the two Redis clients; call it after `io.close()`. */
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

type Command = (...args: unknown[]) => Promise<unknown>;

/**
 * The adapter fires these commands and drops their promises (no callback, no catch), so one
 * that fails (Redis gone for good, or closed under it) would reject unhandled and end the
 * process. Their failures are logged here instead.
 */
function logFailures(
  client: Redis,
  names: string[],
  role: string,
  log: FastifyBaseLogger,
  onReply?: (reply: Promise<unknown>) => void,
) {
  const commands = client as unknown as Record<string, Command>;
  for (const name of names) {
    const send = commands[name]!.bind(client);
    commands[name] = (...args) => {
      const reply = send(...args);
      reply.catch((err: Error) =>
        log.warn({ err: err.message, role, command: name }, 'realtime redis command failed'),
      );
      onReply?.(reply);
      return reply;
    };
  }
}

/** Resolves true once every promise settled well, false after `ms` or when one fails. */
function settledWithin(replies: Promise<unknown>[], ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    Promise.all(replies).then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** Quits once what was sent is answered; a client that is not connected is dropped at once. */
const disconnect = (client: Redis) =>
  client.status === 'ready' ? client.quit().then(() => undefined) : client.disconnect();

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
  // Subscriptions wait for Redis however long it is away: given up on, the instance would never
  // hear the others again (ioredis re-subscribes after a reconnect only what was confirmed).
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
  for (const [role, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    // Without listeners ioredis prints every reconnect failure as an unhandled error.
    client.on('error', (err: Error) =>
      log.warn({ err: err.message, role }, 'realtime redis error'),
    );
  }
  logFailures(pub, ['publish'], 'pub', log);
  // The adapter subscribes as it is made (below) and drops the replies. A client is 'ready' once
  // connected, before Redis has confirmed those subscriptions: until it has, messages of the
  // other instances are not delivered to this one, so readiness waits for the confirmations too.
  const subscriptions: Promise<unknown>[] = [];
  logFailures(sub, ['psubscribe', 'subscribe'], 'sub', log, (reply) => subscriptions.push(reply));
  logFailures(sub, ['punsubscribe', 'unsubscribe'], 'sub', log);
  io.adapter(createAdapter(pub, sub, { key: channel }));
  const subscribed = [...subscriptions];
  return {
    ready: async (ms) =>
      (
        await Promise.all([untilReady(pub, ms), untilReady(sub, ms), settledWithin(subscribed, ms)])
      ).every(Boolean),
    async close() {
      await Promise.allSettled([disconnect(pub), disconnect(sub)]);
    },
  };
}
