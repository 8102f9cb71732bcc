import { describe, expect, it } from 'vitest';
import { as, makeUser, TEST_PASSWORD } from '../../../test/accounts';
import { socketsDroppedBy, useInstancesOnRedis } from '../../../test/instances-on-redis';
import { openSocket, refusal } from '../../../test/sockets';

const WITHIN_MS = 2000;
const two = useInstancesOnRedis();

describe('deleting my account while signed in on two instances', { timeout: 180_000 }, () => {
  it('closes my sockets on both within 2 s, and none opens again', async () => {
    const me = await makeUser(two.b.app, 'tenant');
    const { result: res, lateMs } = await socketsDroppedBy([two.urlA, two.urlB], me.cookie, () =>
      two.a.app.inject({
        method: 'POST',
        url: '/api/me/account/deletion',
        headers: as(me),
        payload: { password: TEST_PASSWORD },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const late of lateMs) expect(late).toBeLessThanOrEqual(WITHIN_MS);
    expect((await refusal(openSocket(two.urlB, { cookie: me.cookie }))).message).toBe(
      'unauthenticated',
    );
    const after = await two.b.app.inject({ method: 'GET', url: '/api/me', headers: as(me) });
    expect(after.statusCode).toBe(401);
  });
});
