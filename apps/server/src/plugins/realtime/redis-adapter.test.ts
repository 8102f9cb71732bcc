import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { capturingLogger } from '../../../test/captured-log';
import { useRedisAdapter } from './redis-adapter';

// CI has Redis here; a missing Redis fails these tests.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Nothing listens on port 1: connections are refused at once.
const NO_REDIS = 'redis://127.0.0.1:1';

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** What the realtime plugin does on shutdown: wait for Redis briefly, close Socket.IO, quit. */
async function shutDown(io: Server, handle: ReturnType<typeof useRedisAdapter>) {
  await handle.ready(1000);
  await io.close();
  await handle.close();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the Redis fan-out of one instance', () => {
  it('closes at any moment of connecting with every command answered and nothing rejected unhandled', async () => {
    const { log, lines } = capturingLogger('warn');
    for (let i = 0; i < 28; i += 1) {
      const io = new Server(createServer());
      const handle = useRedisAdapter(io, REDIS_URL, `nivaas-test-close-${i}`, log);
      // 0–6 ms covers every state: connecting, connected and checking, ready.
      await new Promise((resolve) => setTimeout(resolve, i % 7));
      await shutDown(io, handle);
    }
    await settle();
    expect(unhandled).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('starts and stops without Redis: says it is not ready, closes at once, and does not crash', async () => {
    const { log, lines } = capturingLogger('warn');
    const io = new Server(createServer());
    const handle = useRedisAdapter(io, NO_REDIS, 'nivaas-test-none', log);
    expect(await handle.ready(300)).toBe(false);
    const started = performance.now();
    await shutDown(io, handle);
    expect(performance.now() - started).toBeLessThan(2000);
    await settle();
    expect(unhandled).toEqual([]);
    // The refused connection and the dropped subscriptions are logged instead.
    expect(lines.join('')).toContain('realtime redis');
  });
});
