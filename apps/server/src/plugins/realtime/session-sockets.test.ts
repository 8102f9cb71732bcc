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

/** When the socket is disconnected (performance.now()) and why; rejects after `limitMs`. */
const disconnection = (socket: ClientSocket, limitMs = 10_000) =>
  new Promise<{ at: number; reason: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`socket still connected after ${limitMs} ms`)),
      limitMs,
    );
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ at: performance.now(), reason });
    });
  });

/**
 * Ms from the answer of the request that ended the session (the person sees they are signed
 * out) to the disconnect; 0 when the socket went first. Counting from the request's start would
 * measure hashing the new password, which happens before the session ends.
 */
const msAfter = (answeredAt: number, { at }: { at: number }) => Math.max(0, at - answeredAt);

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

    const dropped = disconnection(onB);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(asha),
      payload: {},
    });
    const answeredAt = performance.now();
    expect(out.statusCode).toBe(200);
    const ended = await dropped;
    expect(ended.reason).toBe('io server disconnect');
    expect(msAfter(answeredAt, ended)).toBeLessThanOrEqual(WITHIN_MS);

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

    const dropped = sockets.map((s) => disconnection(s));
    const done = await b.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'A-brand-new-pass-9' },
    });
    const answeredAt = performance.now();
    expect(done.statusCode).toBe(200);
    for (const ended of await Promise.all(dropped))
      expect(msAfter(answeredAt, ended)).toBeLessThanOrEqual(WITHIN_MS);

    publishPrivate(a, ravi.id);
    await sleep(300);
    expect(got).toEqual([]);
  });

  it('"sign out everywhere" disconnects every socket of the person within 2 s', async () => {
    needRedis();
    const meera = await makeUser(a.app, 'tenant');
    const phone = await signIn(b.app, meera.email);
    const sockets = await Promise.all([socketOn(urlA, meera), socketOn(urlB, { cookie: phone })]);
    const dropped = sockets.map((s) => disconnection(s));
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: as(meera),
      payload: {},
    });
    const answeredAt = performance.now();
    expect(res.statusCode).toBe(200);
    for (const ended of await Promise.all(dropped))
      expect(msAfter(answeredAt, ended)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a password change that signs out other devices disconnects their sockets', async () => {
    needRedis();
    const kiran = await makeUser(a.app, 'tenant');
    const tablet = await signIn(a.app, kiran.email);
    const onTablet = await socketOn(urlB, { cookie: tablet });
    const dropped = disconnection(onTablet);
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
    const answeredAt = performance.now();
    expect(res.statusCode).toBe(200);
    expect(msAfter(answeredAt, await dropped)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('disconnectUser on one instance ends the person’s sockets on the other (account suspension)', async () => {
    needRedis();
    const dev = await makeUser(a.app, 'owner');
    const onB = await socketOn(urlB, dev);
    const dropped = disconnection(onB);
    const calledAt = performance.now();
    a.app.realtimeSessions.disconnectUser(dev.id);
    expect(msAfter(calledAt, await dropped)).toBeLessThanOrEqual(WITHIN_MS);
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
    const dropped = disconnection(socket);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(asha),
      payload: {},
    });
    const answeredAt = performance.now();
    expect(msAfter(answeredAt, await dropped)).toBeLessThanOrEqual(WITHIN_MS);
    publishPrivate(t, asha.id);
    await sleep(200);
    expect(got).toEqual([]);
  });
});
