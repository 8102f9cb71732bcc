import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { connected, nextEvent, openSocket } from '../../../test/sockets';

const t = useTestApp({ listen: true });

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: as(user),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const interest = (propertyId: string) => `/api/properties/${propertyId}/interest`;

describe('DELETE /api/properties/:id/interest', () => {
  it('takes the interest back: the count drops, the owner no longer lists the person', async () => {
    const owner = await makeUser(t.app, 'owner');
    const [keeps, leaves] = [await makeUser(t.app, 'tenant'), await makeUser(t.app, 'tenant')];
    const p = await makeProperty(t.app, owner);
    await call('POST', interest(p.id), keeps);
    expect((await call('POST', interest(p.id), leaves)).json()).toEqual({
      added: true,
      interestedCount: 2,
    });

    const res = await call('DELETE', interest(p.id), leaves);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: true, interestedCount: 1 });
    expect((await call('GET', interest(p.id), leaves)).json()).toEqual({ interested: false });
    const listed = await call('GET', `/api/owner/properties/${p.id}/interests`, owner);
    expect(listed.json().interests.map((i: { user: { id: string } }) => i.user.id)).toEqual([
      keeps.id,
    ]);
    const detail = await call('GET', `/api/properties/${p.id}`, owner);
    expect(detail.json().interestedCount).toBe(1);
  });

  it('changes nothing when there was no interest to take back, and the count never goes below 0', async () => {
    const owner = await makeUser(t.app, 'owner');
    const seeker = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, owner);
    await call('POST', interest(p.id), seeker);
    expect((await call('DELETE', interest(p.id), seeker)).json()).toEqual({
      removed: true,
      interestedCount: 0,
    });
    expect((await call('DELETE', interest(p.id), seeker)).json()).toEqual({
      removed: false,
      interestedCount: 0,
    });
  });

  it('needs a signed-in person (401) and a listing that exists (404)', async () => {
    const owner = await makeUser(t.app, 'owner');
    const p = await makeProperty(t.app, owner);
    expect((await call('DELETE', interest(p.id), null)).statusCode).toBe(401);
    const seeker = await makeUser(t.app, 'tenant');
    expect((await call('DELETE', interest('no-such-listing'), seeker)).statusCode).toBe(404);
  });

  it('stops the listing’s change notices to the person who took it back', async () => {
    const owner = await makeUser(t.app, 'owner');
    const [keeps, leaves] = [await makeUser(t.app, 'tenant'), await makeUser(t.app, 'tenant')];
    const p = await makeProperty(t.app, owner, { rent: 20000 });
    await call('POST', interest(p.id), keeps);
    await call('POST', interest(p.id), leaves);
    await call('DELETE', interest(p.id), leaves);

    expect(
      (await call('PATCH', `/api/properties/${p.id}`, owner, { rent: 18000 })).statusCode,
    ).toBe(200);
    const told = await t.app.db
      .selectFrom('notifications')
      .select('userId')
      .where('propertyId', '=', p.id)
      .execute();
    expect(told.map((n) => n.userId)).toEqual([keeps.id]);
  });

  it('tells the owner’s open tabs the new count', async () => {
    const owner = await makeUser(t.app, 'owner');
    const seeker = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, owner);
    await call('POST', interest(p.id), seeker);
    const socket = openSocket(t.url, { cookie: owner.cookie });
    await connected(socket);
    const heard = nextEvent(socket, 'interest.removed');
    await call('DELETE', interest(p.id), seeker);
    expect((await heard).payload).toEqual({
      propertyId: p.id,
      userId: seeker.id,
      interestedCount: 0,
    });
  });
});
