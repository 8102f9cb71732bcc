import { describe, expect, it } from 'vitest';
import { as, makeUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { socketsDroppedBy, useInstancesOnRedis } from '../../../test/instances-on-redis';
import { openSocket, refusal } from '../../../test/sockets';

const WITHIN_MS = 2000;
const two = useInstancesOnRedis();

describe('suspending someone signed in on another instance', () => {
  it('closes their sockets on both instances within 2 s and they cannot open another', async () => {
    const boss = await makeAdmin(two.a.app);
    const owner = await makeUser(two.b.app, 'owner');
    const { result: res, lateMs } = await socketsDroppedBy([two.urlA, two.urlB], owner.cookie, () =>
      two.a.app.inject({
        method: 'POST',
        url: `/api/admin/users/${owner.id}/suspend`,
        headers: as(boss),
        payload: { reason: 'Scam reports from three tenants' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const late of lateMs) expect(late).toBeLessThanOrEqual(WITHIN_MS);
    expect((await refusal(openSocket(two.urlB, { cookie: owner.cookie }))).message).toBe(
      'unauthenticated',
    );
    const me = await two.b.app.inject({ method: 'GET', url: '/api/me', headers: as(owner) });
    expect(me.statusCode).toBe(401);
  });
});
