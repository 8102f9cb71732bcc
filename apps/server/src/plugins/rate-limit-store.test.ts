import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { LocalWindows, redisStoreWithLocalFallback } from './rate-limit-store';
import { newId } from '../lib/ids';
import { capturingLogger, messagesOf } from '../../test/captured-log';

// CI has Redis here; a missing Redis fails the shared-count tests.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Store = ReturnType<typeof storeOn>;
const storeOn = (redis: Redis, namespace: string, log = capturingLogger().log) => {
  const Ctor = redisStoreWithLocalFallback(redis, namespace, log);
  // As the plugin does: a store per limiter.
  return new Ctor({}).child({ routeInfo: {} } as never);
};
const hit = (store: Store, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), windowMs, 10),
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const clients: Redis[] = [];
const client = (url = REDIS_URL, options = {}) => {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, ...options });
  redis.on('error', () => {});
  clients.push(redis);
  return redis;
};
afterAll(() => {
  for (const redis of clients) redis.disconnect();
});

describe('local rate-limit windows', () => {
  it('count within a window and start again after it', () => {
    const windows = new LocalWindows();
    expect(windows.count('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(windows.count('a', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(windows.count('b', 1000, 400)).toEqual({ current: 1, ttl: 1000 });
    expect(windows.count('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('keep at most 10,000 keys, expired ones first', () => {
    const windows = new LocalWindows();
    for (let i = 0; i < 10_000; i++) windows.count(`old-${i}`, 10, 0);
    windows.count('new', 10, 100); // every old window has ended
    expect(windows.size).toBe(1);
    for (let i = 0; i < 10_005; i++) windows.count(`live-${i}`, 60_000, 200);
    expect(windows.size).toBe(10_000);
  });
});

describe('rate-limit counts in Redis', () => {
  it('are shared by every instance, and a window ends after its time', async () => {
    const namespace = `nivaas-test-rl-${newId()}:`;
    const a = storeOn(client(), namespace);
    const b = storeOn(client(), namespace);
    await sleep(100); // both connected
    expect((await hit(a, 'sign-in:1.2.3.4', 300)).current).toBe(1);
    expect((await hit(b, 'sign-in:1.2.3.4', 300)).current).toBe(2);
    const third = await hit(a, 'sign-in:1.2.3.4', 300);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(300);
    expect((await hit(b, 'sign-in:5.6.7.8', 300)).current).toBe(1);
    // Another deployment (or test cluster) on the same Redis counts apart.
    const other = storeOn(client(), `nivaas-test-rl-${newId()}:`);
    await sleep(100);
    expect((await hit(other, 'sign-in:1.2.3.4', 300)).current).toBe(1);
    await sleep(350);
    expect((await hit(b, 'sign-in:1.2.3.4', 300)).current).toBe(1);
  });

  it('go on in the instance while Redis is away, and back to Redis when it returns', async () => {
    const { log, lines } = capturingLogger();
    const redis = client(REDIS_URL, { lazyConnect: true });
    const store = storeOn(redis, `nivaas-test-rl-${newId()}:`, log);
    // Never connected: counted here, without waiting for Redis.
    const started = performance.now();
    expect((await hit(store, 'k')).current).toBe(1);
    expect((await hit(store, 'k')).current).toBe(2);
    expect(performance.now() - started).toBeLessThan(100);
    expect(messagesOf(lines)).toEqual([
      'rate limits: Redis unavailable, counting in this instance until it is back',
    ]);
    await redis.connect();
    // Redis has its own count, from 1.
    expect((await hit(store, 'k')).current).toBe(1);
    expect(messagesOf(lines).at(-1)).toBe('rate limits: counting in Redis again');
  });

  it('are kept in the instance when Redis cannot be reached at all', async () => {
    const store = storeOn(client('redis://127.0.0.1:1'), 'nivaas-test-rl-none:');
    const counts: number[] = [];
    for (let i = 0; i < 4; i++) counts.push((await hit(store, 'sign-in:9.9.9.9')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
  });
});
