import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, makeUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { closeSockets, connected, listen, openSocket, refusal, sleep } from '../../../test/sockets';

// Two instances share one database and one Redis, as in production; without Redis the
// cross-instance path cannot be shown, so this file fails rather than skips.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WITHIN_MS = 2000;

describe('suspending someone signed in on another instance', () => {
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

  it('closes their sockets on both instances within 2 s and they cannot open another', async () => {
    const boss = await makeAdmin(a.app);
    const owner = await makeUser(b.app, 'owner');
    const sockets = [
      openSocket(urlA, { cookie: owner.cookie }),
      openSocket(urlB, { cookie: owner.cookie }),
    ];
    await Promise.all(sockets.map(connected));
    const dropped = sockets.map(
      (s) =>
        new Promise<number>((resolve) => s.once('disconnect', () => resolve(performance.now()))),
    );
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${owner.id}/suspend`,
      headers: as(boss),
      payload: { reason: 'Scam reports from three tenants' },
    });
    const answeredAt = performance.now();
    expect(res.statusCode, res.body).toBe(200);
    for (const at of await Promise.all(dropped))
      expect(Math.max(0, at - answeredAt)).toBeLessThanOrEqual(WITHIN_MS);
    expect((await refusal(openSocket(urlB, { cookie: owner.cookie }))).message).toBe(
      'unauthenticated',
    );
    const me = await b.app.inject({ method: 'GET', url: '/api/me', headers: as(owner) });
    expect(me.statusCode).toBe(401);
  });
});
