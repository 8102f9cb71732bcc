import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { userRoom } from '@nivaas/shared';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, signIn, TEST_PASSWORD, type TestUser } from '../../../test/accounts';
import {
  closeSockets,
  collect,
  connected,
  listen,
  openSocket,
  refusal,
  sleep,
  type ClientSocket,
} from '../../../test/sockets';

// The cross-instance path is the point of this file, so a missing Redis fails it (as in
// redis-fanout.test.ts) rather than skipping it.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WITHIN_MS = 2000;

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
    return new Error(`Needs Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${(err as Error).message}`);
  } finally {
    probe.disconnect();
  }
}

/** Resolves with the ms from `since` to the socket's disconnect, or rejects after `limitMs`. */
const disconnectedAfter = (socket: ClientSocket, since: number, limitMs = 5000) =>
  new Promise<{ ms: number; reason: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`socket still connected after ${limitMs} ms`)),
      limitMs,
    );
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - since, reason });
    });
  });

/** Private events a signed-in person's sockets would hear. */
function publishPrivate(t: TestApp, userId: string) {
  t.app.events.publish('user.updated', { userId }, [userRoom(userId)]);
  t.app.events.publish('notification.read', { notificationIds: [], all: true }, [userRoom(userId)]);
}

describe('sockets end with their session, on every instance', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let problem: Error | null = null;
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
    for (let i = 0; i < 50 && (await a.app.io.of('/').adapter.serverCount()) < 2; i++)
      await sleep(50);
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const socketOn = async (url: string, user: TestUser | { cookie: string }) => {
    const socket = openSocket(url, { cookie: user.cookie });
    await connected(socket);
    return socket;
  };

  it('sign-out on one instance disconnects that session’s socket on the other within 2 s, and nothing private reaches it after', async () => {
    needRedis();
    const asha = await makeUser(a.app, 'tenant');
    const otherDevice = await signIn(a.app, asha.email);
    const onB = await socketOn(urlB, asha);
    const otherOnB = await socketOn(urlB, { cookie: otherDevice });
    const got = collect(onB);

    const started = performance.now();
    const dropped = disconnectedAfter(onB, started);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(asha),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const { ms, reason } = await dropped;
    expect(reason).toBe('io server disconnect');
    expect(ms).toBeLessThanOrEqual(WITHIN_MS);

    publishPrivate(a, asha.id);
    publishPrivate(b, asha.id);
    await sleep(300);
    expect(got).toEqual([]);
    // Only that session ended: the person's other device keeps listening.
    expect(otherOnB.connected).toBe(true);
    // And the ended session cannot open a new socket anywhere.
    expect((await refusal(openSocket(urlA, { cookie: asha.cookie }))).message).toBe(
      'unauthenticated',
    );
  });

  it('a password reset disconnects every socket of the person on both instances within 2 s', async () => {
    needRedis();
    const ravi = await makeUser(a.app, 'owner');
    const laptop = await signIn(b.app, ravi.email);
    const sockets = await Promise.all([
      socketOn(urlA, ravi),
      socketOn(urlB, ravi),
      socketOn(urlB, { cookie: laptop }),
    ]);
    const got = sockets.flatMap((s) => collect(s));

    const reset = await a.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: ravi.email, redirectTo: '/auth/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await a.app.db
      .selectFrom('outbox_mails')
      .select('link')
      .where('to', '=', ravi.email)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const follow = await a.app.inject({
      method: 'GET',
      url: new URL(mail.link).pathname + new URL(mail.link).search,
    });
    const token = new URL(follow.headers.location as string, TEST_ORIGIN).searchParams.get('token');

    const started = performance.now();
    const dropped = sockets.map((s) => disconnectedAfter(s, started));
    const done = await b.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'A-brand-new-pass-9' },
    });
    expect(done.statusCode).toBe(200);
    for (const { ms } of await Promise.all(dropped)) expect(ms).toBeLessThanOrEqual(WITHIN_MS);

    publishPrivate(a, ravi.id);
    await sleep(300);
    expect(got).toEqual([]);
  });

  it('"sign out everywhere" disconnects every socket of the person within 2 s', async () => {
    needRedis();
    const meera = await makeUser(a.app, 'tenant');
    const phone = await signIn(b.app, meera.email);
    const sockets = await Promise.all([socketOn(urlA, meera), socketOn(urlB, { cookie: phone })]);
    const started = performance.now();
    const dropped = sockets.map((s) => disconnectedAfter(s, started));
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: as(meera),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    for (const { ms } of await Promise.all(dropped)) expect(ms).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a password change that signs out other devices disconnects their sockets', async () => {
    needRedis();
    const kiran = await makeUser(a.app, 'tenant');
    const tablet = await signIn(a.app, kiran.email);
    const onTablet = await socketOn(urlB, { cookie: tablet });
    const started = performance.now();
    const dropped = disconnectedAfter(onTablet, started);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as(kiran),
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Another-long-pass-7',
        revokeOtherSessions: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await dropped).ms).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('disconnectUser on one instance ends the person’s sockets on the other (account suspension)', async () => {
    needRedis();
    const dev = await makeUser(a.app, 'owner');
    const onB = await socketOn(urlB, dev);
    const started = performance.now();
    const dropped = disconnectedAfter(onB, started);
    a.app.realtimeSessions.disconnectUser(dev.id);
    expect((await dropped).ms).toBeLessThanOrEqual(WITHIN_MS);
  });
});

describe('one instance without Redis', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ withoutRedis: true });
    url = await listen(t.app);
  });
  afterEach(() => closeSockets());
  afterAll(async () => t.close());

  it('sign-out disconnects the session’s socket at once', async () => {
    const asha = await makeUser(t.app, 'tenant');
    const socket = openSocket(url, { cookie: asha.cookie });
    await connected(socket);
    const got = collect(socket);
    const started = performance.now();
    const dropped = disconnectedAfter(socket, started);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(asha),
      payload: {},
    });
    expect((await dropped).ms).toBeLessThanOrEqual(WITHIN_MS);
    publishPrivate(t, asha.id);
    await sleep(200);
    expect(got).toEqual([]);
  });
});
