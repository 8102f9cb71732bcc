import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { closeSockets, connected, listen, openSocket, sleep, type ClientSocket } from './sockets';

// Two instances share one database and one Redis, as in production; without Redis the
// cross-instance path cannot be shown, so a file using this fails rather than skips.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface InstancesOnRedis {
  a: TestApp;
  b: TestApp;
  urlA: string;
  urlB: string;
}

/**
 * Two listening instances on one database and one Redis, ready once each sees the other; the
 * sockets a test opens are closed after it. Read the fields inside the tests.
 */
export function useInstancesOnRedis(): InstancesOnRedis {
  const two = {} as InstancesOnRedis;
  beforeAll(async () => {
    two.a = await buildTestApp({ env: { REDIS_URL } });
    two.b = await buildTestApp({ env: { REDIS_URL }, database: two.a.database });
    two.urlA = await listen(two.a.app);
    two.urlB = await listen(two.b.app);
    for (let i = 0; i < 50 && (await two.a.app.io.of('/').adapter.serverCount()) < 2; i++)
      await sleep(50);
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    await two.b?.close();
    await two.a?.close();
  });
  return two;
}

/**
 * Opens one socket per URL with the cookie, runs `act`, and answers with its result and how
 * long after it each socket was dropped (0 when dropped before the answer).
 */
export async function socketsDroppedBy<T>(
  urls: string[],
  cookie: string,
  act: () => Promise<T>,
): Promise<{ result: T; lateMs: number[] }> {
  const sockets: ClientSocket[] = urls.map((url) => openSocket(url, { cookie }));
  await Promise.all(sockets.map(connected));
  const dropped = sockets.map(
    (s) => new Promise<number>((resolve) => s.once('disconnect', () => resolve(performance.now()))),
  );
  const result = await act();
  const answeredAt = performance.now();
  const lateMs = (await Promise.all(dropped)).map((at) => Math.max(0, at - answeredAt));
  return { result, lateMs };
}
