import { beforeAll, describe, expect, it } from 'vitest';
import type { InterestResult, PropertyInterestList } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import {
  ADMIN_WITHOUT_SECOND_FACTOR,
  as,
  makeUser,
  makeUsers,
  type TestUser,
} from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

type Caller =
  | 'anonymous'
  | 'owner of the record'
  | 'another owner'
  | 'tenant'
  | 'service-provider'
  | 'admin'
  | typeof ADMIN_WITHOUT_SECOND_FACTOR;

const t = useTestApp({ listen: true });
let who: Record<Caller, TestUser | null>;
beforeAll(async () => {
  who = {
    anonymous: null,
    ...(await makeUsers(t.app, {
      'owner of the record': 'owner',
      'another owner': 'owner',
      tenant: 'tenant',
      'service-provider': 'service-provider',
      admin: 'admin',
      [ADMIN_WITHOUT_SECOND_FACTOR]: ADMIN_WITHOUT_SECOND_FACTOR,
    })),
  };
});

const recordOwner = () => who['owner of the record'] as TestUser;
const send = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: path,
    headers: as(user),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const interestRows = (propertyId: string) =>
  t.app.db
    .selectFrom('property_interests')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .execute();
const countOf = async (propertyId: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('properties')
        .select('interestedCount')
        .where('id', '=', propertyId)
        .executeTakeFirstOrThrow()
    ).interestedCount,
  );

describe('POST /api/properties/:id/interest', () => {
  it.each([
    ['anonymous', 401],
    ['owner of the record', 403],
    ['another owner', 200],
    ['tenant', 200],
    ['service-provider', 200],
    ['admin', 200],
  ] as [Caller, number][])('%s → %i', async (caller, status) => {
    const p = await makeProperty(t.app, recordOwner());
    const res = await send('POST', `/api/properties/${p.id}/interest`, who[caller]);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json()).toEqual({ added: true, interestedCount: 1 });
      expect((await interestRows(p.id)).map((r) => r.userId)).toEqual([who[caller]?.id]);
      expect(await countOf(p.id)).toBe(1);
    } else {
      expect(await interestRows(p.id)).toEqual([]);
      expect(await countOf(p.id)).toBe(0);
    }
    if (status === 403)
      expect(res.json().error).toEqual({
        code: 'permission-denied',
        reason: 'interest.own-listing',
        message: 'You cannot express interest in your own listing.',
      });
  });

  it('is idempotent: a second time answers added:false and changes nothing', async () => {
    const p = await makeProperty(t.app, recordOwner());
    const tenant = who.tenant as TestUser;
    const first = await send('POST', `/api/properties/${p.id}/interest`, tenant);
    expect(first.json()).toEqual({ added: true, interestedCount: 1 });
    const rowsAfterFirst = await interestRows(p.id);
    const second = await send('POST', `/api/properties/${p.id}/interest`, tenant);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ added: false, interestedCount: 1 });
    expect(await interestRows(p.id)).toEqual(rowsAfterFirst);
    expect(await countOf(p.id)).toBe(1);
  });

  it('stays at one row and one increment when the same person asks many times at once', async () => {
    const p = await makeProperty(t.app, recordOwner());
    const tenant = await makeUser(t.app, 'tenant');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('POST', `/api/properties/${p.id}/interest`, tenant)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json<InterestResult>().added)).toHaveLength(1);
    expect(await interestRows(p.id)).toHaveLength(1);
    expect(await countOf(p.id)).toBe(1);
  });

  it('counts different people separately', async () => {
    const p = await makeProperty(t.app, recordOwner());
    await send('POST', `/api/properties/${p.id}/interest`, who.tenant);
    const res = await send('POST', `/api/properties/${p.id}/interest`, who['service-provider']);
    expect(res.json()).toEqual({ added: true, interestedCount: 2 });
    const page = await send('GET', `/api/properties/${p.id}`, recordOwner());
    expect(page.json().interestedCount).toBe(2);
  });

  it.each(['rented', 'vacant'] as const)(
    'accepts interest in a %s listing (to hear when it opens up again)',
    async (status) => {
      const p = await makeProperty(t.app, recordOwner(), { status });
      const res = await send('POST', `/api/properties/${p.id}/interest`, who.tenant);
      expect(res.json()).toEqual({ added: true, interestedCount: 1 });
    },
  );

  it('treats an inactive listing as missing (404) for anyone but its owner and admins', async () => {
    const p = await makeProperty(t.app, recordOwner(), { status: 'inactive' });
    const res = await send('POST', `/api/properties/${p.id}/interest`, who.tenant);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Property not found.');
    expect(await interestRows(p.id)).toEqual([]);
  });

  it('refuses an over-long listing id with a field error (400)', async () => {
    const res = await send('POST', `/api/properties/${'x'.repeat(65)}/interest`, who.tenant);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['id']);
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await send('POST', '/api/properties/no-such-listing/interest', who.tenant);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Property not found.');
  });
});

describe('GET /api/properties/:id/interest', () => {
  it.each([
    ['anonymous', 401],
    ['owner of the record', 200],
    ['another owner', 200],
    ['tenant', 200],
    ['service-provider', 200],
    ['admin', 200],
  ] as [Caller, number][])("%s → %i, with the caller's own state only", async (caller, status) => {
    const p = await makeProperty(t.app, recordOwner());
    await send('POST', `/api/properties/${p.id}/interest`, who.tenant);
    const res = await send('GET', `/api/properties/${p.id}/interest`, who[caller]);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ interested: caller === 'tenant' });
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await send('GET', '/api/properties/no-such-listing/interest', who.tenant);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/owner/properties/:id/interests', () => {
  it.each([
    ['anonymous', 401],
    ['another owner', 403],
    ['tenant', 403],
    ['service-provider', 403],
    ['owner of the record', 200],
    ['admin', 200],
    [ADMIN_WITHOUT_SECOND_FACTOR, 403],
  ] as [Caller, number][])('%s → %i', async (caller, status) => {
    const p = await makeProperty(t.app, recordOwner());
    await send('POST', `/api/properties/${p.id}/interest`, who.tenant);
    const res = await send('GET', `/api/owner/properties/${p.id}/interests`, who[caller]);
    expect(res.statusCode).toBe(status);
    if (status === 200)
      expect(res.json<PropertyInterestList>().interests.map((i) => i.user.id)).toEqual([
        who.tenant?.id,
      ]);
    if (status === 403)
      expect(res.json().error).toEqual({
        code: 'permission-denied',
        reason: 'request.forbidden',
        message: 'Access denied. Please check your permissions or try signing in.',
      });
  });

  it('lists people newest first with their public fields only', async () => {
    const p = await makeProperty(t.app, recordOwner());
    const asha = await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Verma' });
    const ravi = await makeUser(t.app, 'tenant', { firstName: 'Ravi', lastName: 'Kumar' });
    await send('POST', `/api/properties/${p.id}/interest`, asha);
    await sleep(5);
    await send('POST', `/api/properties/${p.id}/interest`, ravi);
    const res = await send('GET', `/api/owner/properties/${p.id}/interests`, recordOwner());
    const { interests } = res.json<PropertyInterestList>();
    expect(interests.map((i) => i.user)).toEqual([
      { id: ravi.id, firstName: 'Ravi', lastName: 'Kumar', avatarUrl: '' },
      { id: asha.id, firstName: 'Asha', lastName: 'Verma', avatarUrl: '' },
    ]);
    expect((interests[0]?.createdAt ?? '') > (interests[1]?.createdAt ?? '')).toBe(true);
    expect(res.body).not.toContain(asha.email);
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await send('GET', '/api/owner/properties/no-such-listing/interests', recordOwner());
    expect(res.statusCode).toBe(404);
  });
});

describe('a deleted listing', () => {
  it('takes its interest rows with it', async () => {
    const p = await makeProperty(t.app, recordOwner());
    await send('POST', `/api/properties/${p.id}/interest`, who.tenant);
    expect(await interestRows(p.id)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${p.id}`,
      headers: as(recordOwner()),
    });
    expect(res.statusCode).toBe(204);
    expect(await interestRows(p.id)).toEqual([]);
  });
});

describe('realtime', () => {
  it("tells the owner and whoever has the listing open, once, and not a stranger's tabs", async () => {
    const p = await makeProperty(t.app, recordOwner());
    const seeker = await makeUser(t.app, 'tenant');
    const watcher = await makeUser(t.app, 'tenant');
    const stranger = await makeUser(t.app, 'tenant');
    const ownerSocket = openSocket(t.url, { cookie: recordOwner().cookie });
    const watcherSocket = openSocket(t.url, { cookie: watcher.cookie });
    const strangerSocket = openSocket(t.url, { cookie: stranger.cookie });
    await Promise.all([
      connected(ownerSocket),
      connected(watcherSocket),
      connected(strangerSocket),
    ]);
    await watcherSocket.emitWithAck('properties:watch', { propertyIds: [p.id] });
    const heardByStranger = collect(strangerSocket);
    const heardByOwner = collect(ownerSocket);

    const toOwner = nextEvent(ownerSocket, 'interest.added');
    const toWatcher = nextEvent(watcherSocket, 'interest.added');
    await send('POST', `/api/properties/${p.id}/interest`, seeker);
    expect((await toOwner).payload).toEqual({
      propertyId: p.id,
      userId: seeker.id,
      interestedCount: 1,
    });
    // Others with the listing open learn the new count, not who it was.
    expect((await toWatcher).payload).toEqual({
      propertyId: p.id,
      userId: null,
      interestedCount: 1,
    });

    // A repeat changes nothing, so nobody hears of it.
    await send('POST', `/api/properties/${p.id}/interest`, seeker);
    await sleep(100);
    expect(heardByOwner.filter((e) => e.name === 'interest.added')).toHaveLength(1);
    expect(heardByStranger.filter((e) => e.name === 'interest.added')).toEqual([]);
  });
});
