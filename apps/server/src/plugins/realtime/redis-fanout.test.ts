import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { userRoom } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeUser, type TestUser } from '../../../test/accounts';
import {
  closeSockets,
  collect,
  connected,
  listen,
  nextEvent,
  openSocket,
  sleep,
} from '../../../test/sockets';

// CI has Redis here; this test proves the scale-out path, so a missing Redis is a failure.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Null when Redis answers; otherwise the reason, which every Redis test then fails with. */
async function redisProblem(): Promise<Error | null> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    return new Error(
      `The two-instance realtime test needs Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${(err as Error).message}`,
    );
  } finally {
    probe.disconnect();
  }
}

/** Waits until `count` instances listen on the shared channel, so nothing is published into the void. */
async function untilSubscribed(t: TestApp, count: number): Promise<void> {
  const adapter = t.app.io.of('/').adapter;
  for (let i = 0; i < 50; i++) {
    if ((await adapter.serverCount()) >= count) return;
    await sleep(50);
  }
  throw new Error(`fewer than ${count} realtime instances subscribed on Redis`);
}

describe('two instances sharing one Redis and one database', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let asha: TestUser;
  let ravi: TestUser;
  let problem: Error | null = null;
  // Each test fails on its own (rather than the suite being skipped) when Redis is missing.
  const needRedis = () => {
    if (problem) throw problem;
  };

  beforeAll(async () => {
    problem = await redisProblem();
    if (problem) return;
    a = await buildTestApp({ env: { REDIS_URL } });
    b = await buildTestApp({ env: { REDIS_URL }, database: a.database });
    urlA = await listen(a.app);
    urlB = await listen(b.app);
    asha = await makeUser(a.app, 'tenant');
    ravi = await makeUser(a.app, 'owner');
    await untilSubscribed(a, 2);
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs two distinct instances in Redis mode', async () => {
    needRedis();
    expect(a.app.instanceId).not.toBe(b.app.instanceId);
    for (const t of [a, b]) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', realtime: 'redis' });
    }
  });

  it('delivers an event published on instance A to a socket connected to instance B', async () => {
    needRedis();
    const onB = openSocket(urlB, { cookie: asha.cookie });
    await connected(onB);
    const pong = await onB
      .timeout(2000)
      .emitWithAck('ping', { nonce: 'which', sentAt: Date.now() });
    expect(pong.serverInstance).toBe(b.app.instanceId);
    const arrival = nextEvent(onB, 'user.updated');

    a.app.events.publish('user.updated', { userId: asha.id }, [userRoom(asha.id)]);

    expect((await arrival).payload).toEqual({ userId: asha.id });
  });

  it("keeps another user's sockets out of it, on both instances", async () => {
    needRedis();
    const ashaOnB = openSocket(urlB, { cookie: asha.cookie });
    const raviOnA = openSocket(urlA, { cookie: ravi.cookie });
    const raviOnB = openSocket(urlB, { cookie: ravi.cookie });
    await Promise.all([connected(ashaOnB), connected(raviOnA), connected(raviOnB)]);
    const raviGot = [...collect(raviOnA), ...collect(raviOnB)];
    const arrival = nextEvent(ashaOnB, 'diagnostics.echo');

    a.app.events.publish(
      'diagnostics.echo',
      { userId: asha.id, text: 'only Asha', origin: a.app.instanceId },
      [userRoom(asha.id)],
    );

    expect((await arrival).payload).toMatchObject({ text: 'only Asha' });
    await sleep(300);
    expect(raviGot).toEqual([]);
  });

  it('works the other way round too (B publishes, A delivers)', async () => {
    needRedis();
    const onA = openSocket(urlA, { cookie: ravi.cookie });
    await connected(onA);
    const arrival = nextEvent(onA, 'user.updated');
    b.app.events.publish('user.updated', { userId: ravi.id }, [userRoom(ravi.id)]);
    expect((await arrival).payload).toEqual({ userId: ravi.id });
  });
});

describe('two instances without Redis', () => {
  let c: TestApp;
  let d: TestApp;
  let urlD: string;
  let asha: TestUser;

  beforeAll(async () => {
    c = await buildTestApp({ withoutRedis: true });
    d = await buildTestApp({ withoutRedis: true, database: c.database });
    urlD = await listen(d.app);
    asha = await makeUser(c.app, 'tenant');
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    await d?.close();
    await c?.close();
  });

  it('does not carry an event across instances: Redis is what does', async () => {
    const onD = openSocket(urlD, { cookie: asha.cookie });
    await connected(onD);
    const got = collect(onD);

    c.app.events.publish('user.updated', { userId: asha.id }, [userRoom(asha.id)]);
    await sleep(500);
    expect(got).toEqual([]);

    // Same socket, same room: a publish on its own instance does arrive.
    d.app.events.publish('user.updated', { userId: asha.id }, [userRoom(asha.id)]);
    await sleep(200);
    expect(got.map((e) => e.name)).toEqual(['user.updated']);
  });
});
