import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '@nivaas/shared';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { makeUser, type TestUser } from '../../../test/accounts';
import { closeSockets, connected, listen, nextEvent, openSocket } from '../../../test/sockets';

// Nothing listens on port 1: every connection attempt is refused.
const NO_REDIS = 'redis://127.0.0.1:1';

describe('an instance whose Redis is unreachable', () => {
  let t: TestApp;
  let url: string;
  let asha: TestUser;
  let startedInMs: number;
  let plainStartMs: number;
  beforeAll(async () => {
    // The same start without Redis to wait for, timed just before: what this machine needs now.
    const plainStarted = performance.now();
    const plain = await buildTestApp({ withoutRedis: true });
    plainStartMs = performance.now() - plainStarted;
    await plain.close();
    const started = performance.now();
    t = await buildTestApp({
      env: { REDIS_URL: NO_REDIS },
      authLimits: { signIn: 3, signUp: 1000, passwordReset: 1000, phoneCode: 1000 },
    });
    startedInMs = performance.now() - started;
    url = await listen(t.app);
    asha = await makeUser(t.app, 'tenant');
  });
  afterEach(() => closeSockets());

  it('starts after waiting at most a few seconds for Redis', () => {
    // It waits 5 s for Redis, then serves without it; 10 s of slack over a start that waits for
    // nothing. A start that waited for Redis for good would never get here.
    expect(
      startedInMs - plainStartMs,
      `a start without Redis took ${plainStartMs} ms`,
    ).toBeLessThan(15_000);
  });

  it('still delivers its own events to its own sockets', async () => {
    const socket = openSocket(url, { cookie: asha.cookie });
    await connected(socket);
    const arrival = nextEvent(socket, 'user.updated');
    t.app.events.publish('user.updated', { userId: asha.id }, [userRoom(asha.id)]);
    expect((await arrival).payload).toEqual({ userId: asha.id });
  });

  it('still signs people in, and still limits attempts (counted in the instance)', async () => {
    // makeUser signed Asha in once: two more attempts are allowed, the next is refused.
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: asha.email, password: `wrong-${i}-password` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 429]);
  });

  afterAll(async () => {
    const closing = performance.now();
    await t.close();
    // Nothing to wait for: a Redis that is not there gets no goodbye. Closing the app alone takes
    // up to ~3 s on a machine busy with other work (3.2 s was seen at a load of 12); waiting for
    // a Redis that never answers would take as long as its retries, far more.
    expect(performance.now() - closing).toBeLessThan(6000);
  });
});
