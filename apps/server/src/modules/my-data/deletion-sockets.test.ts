import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, makeUser, TEST_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { closeSockets, connected, listen, openSocket, refusal, sleep } from '../../../test/sockets';

// Two instances share one database and one Redis, as in production; without Redis the
// cross-instance path cannot be shown, so this file fails rather than skips.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WITHIN_MS = 2000;

describe('deleting my account while signed in on two instances', { timeout: 180_000 }, () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
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

  it('closes my sockets on both within 2 s, and none opens again', async () => {
    const me = await makeUser(b.app, 'tenant');
    const sockets = [
      openSocket(urlA, { cookie: me.cookie }),
      openSocket(urlB, { cookie: me.cookie }),
    ];
    await Promise.all(sockets.map(connected));
    const dropped = sockets.map(
      (s) =>
        new Promise<number>((resolve) => s.once('disconnect', () => resolve(performance.now()))),
    );
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/me/account/deletion',
      headers: as(me),
      payload: { password: TEST_PASSWORD },
    });
    const answeredAt = performance.now();
    expect(res.statusCode, res.body).toBe(200);
    for (const at of await Promise.all(dropped))
      expect(Math.max(0, at - answeredAt)).toBeLessThanOrEqual(WITHIN_MS);
    expect((await refusal(openSocket(urlB, { cookie: me.cookie }))).message).toBe(
      'unauthenticated',
    );
    const after = await b.app.inject({ method: 'GET', url: '/api/me', headers: as(me) });
    expect(after.statusCode).toBe(401);
  });
});
