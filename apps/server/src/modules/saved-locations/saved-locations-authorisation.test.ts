import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_LOCATION_MESSAGES as M, type SavedLocation } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUsers, type TestUser } from '../../../test/accounts';

const t = useTestApp();
let who: Record<Caller, TestUser | null>;
beforeAll(async () => {
  who = {
    anonymous: null,
    ...(await makeUsers(t.app, {
      'owner of the record': 'tenant',
      'another tenant': 'tenant',
      owner: 'owner',
      'service-provider': 'service-provider',
      admin: 'admin',
    })),
  };
});

type Caller =
  'anonymous' | 'owner of the record' | 'another tenant' | 'owner' | 'service-provider' | 'admin';
const EVERYONE: Caller[] = [
  'anonymous',
  'owner of the record',
  'another tenant',
  'owner',
  'service-provider',
  'admin',
];
const BASE = '/api/me/saved-locations';
const place = { name: 'Office', city: 'Hyderabad', sublocality: 'Madhapur' };

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(who[caller]), ...(payload ? { payload } : {}) });
const rowsOf = (caller: Caller) =>
  t.app.db
    .selectFrom('saved_locations')
    .selectAll()
    .where('userId', '=', who[caller]?.id ?? '')
    .execute();
const row = (id: string) =>
  t.app.db.selectFrom('saved_locations').selectAll().where('id', '=', id).executeTakeFirst();

/** A fresh place of the record's owner (older ones cleared: a person keeps at most 20). */
async function recordOfOwner(): Promise<SavedLocation> {
  await t.app.db
    .deleteFrom('saved_locations')
    .where('userId', '=', who['owner of the record']?.id ?? '')
    .execute();
  const res = await send('POST', BASE, 'owner of the record', place);
  expect(res.statusCode).toBe(201);
  return res.json<SavedLocation>();
}

const expectSignIn = (res: { statusCode: number; json: () => { error: unknown } }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().error).toEqual({
    code: 'unauthenticated',
    reason: 'saved-location.sign-in-required',
    message: M.signIn,
  });
};

describe('GET /api/me/saved-locations', () => {
  it.each(EVERYONE)('%s sees only their own places', async (caller) => {
    const mine = await recordOfOwner();
    const res = await send('GET', BASE, caller);
    if (caller === 'anonymous') return expectSignIn(res);
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ locations: SavedLocation[] }>().locations.map((l) => l.id);
    expect(ids.includes(mine.id)).toBe(caller === 'owner of the record');
    expect(ids).toEqual((await rowsOf(caller)).map((r) => r.id));
  });
});

describe('POST /api/me/saved-locations', () => {
  it.each(EVERYONE.map((c): [Caller, number] => [c, c === 'anonymous' ? 401 : 201]))(
    '%s → %i',
    async (caller, status) => {
      const name = `Saved by ${caller}`;
      const res = await send('POST', BASE, caller, { ...place, name });
      expect(res.statusCode).toBe(status);
      const stored = await t.app.db
        .selectFrom('saved_locations')
        .select('userId')
        .where('name', '=', name)
        .execute();
      if (status === 201) expect(stored).toEqual([{ userId: who[caller]?.id }]);
      else {
        expect(stored).toEqual([]);
        expectSignIn(res);
      }
    },
  );

  it('answers 401 to a signed-out caller before looking at the body', async () => {
    expectSignIn(await send('POST', BASE, 'anonymous', { name: '' }));
  });

  it('refuses a cookie-carrying request from a foreign origin', async () => {
    const user = who['another tenant'] as TestUser;
    const before = await rowsOf('another tenant');
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { origin: 'https://evil.example', cookie: user.cookie },
      payload: { ...place, name: 'Evil' },
    });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf('another tenant')).toEqual(before);
  });
});

describe('PATCH /api/me/saved-locations/:id', () => {
  it.each(
    EVERYONE.map((c): [Caller, number] => [
      c,
      c === 'anonymous' ? 401 : c === 'owner of the record' ? 200 : 404,
    ]),
  )('%s → %i', async (caller, status) => {
    const mine = await recordOfOwner();
    const before = await row(mine.id);
    const res = await send('PATCH', `${BASE}/${mine.id}`, caller, { name: 'Renamed' });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json<SavedLocation>().name).toBe('Renamed');
    else expect(await row(mine.id)).toEqual(before);
    if (status === 401) expectSignIn(res);
    if (status === 404)
      expect(res.json().error).toEqual({
        code: 'not-found',
        reason: 'saved-location.not-found',
        message: M.notFound,
      });
  });

  it("hides someone else's place before reading the body (404, not 400)", async () => {
    const mine = await recordOfOwner();
    const res = await send('PATCH', `${BASE}/${mine.id}`, 'admin', { radiusKm: -1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.notFound);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await send('PATCH', `${BASE}/no-such-place`, 'owner of the record', {
      name: 'X',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.notFound);
  });
});

describe('DELETE /api/me/saved-locations/:id', () => {
  it.each(
    EVERYONE.map((c): [Caller, number] => [
      c,
      c === 'anonymous' ? 401 : c === 'owner of the record' ? 204 : 404,
    ]),
  )('%s → %i', async (caller, status) => {
    const mine = await recordOfOwner();
    const res = await send('DELETE', `${BASE}/${mine.id}`, caller);
    expect(res.statusCode).toBe(status);
    expect(await row(mine.id)).toEqual(status === 204 ? undefined : expect.anything());
    if (status === 401) expectSignIn(res);
    if (status === 404)
      expect(res.json().error).toEqual({
        code: 'not-found',
        reason: 'saved-location.not-found',
        message: M.notFound,
      });
  });

  it('answers 404 for an unknown or already removed place', async () => {
    const mine = await recordOfOwner();
    expect((await send('DELETE', `${BASE}/${mine.id}`, 'owner of the record')).statusCode).toBe(
      204,
    );
    const again = await send('DELETE', `${BASE}/${mine.id}`, 'owner of the record');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(M.notFound);
  });
});
