import { beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteIds, FavoriteList } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import {
  ADMIN_WITHOUT_SECOND_FACTOR,
  as,
  makeUser,
  makeUsers,
  type TestUser,
} from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { addImages } from '../../../test/property-images';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

type Caller =
  'anonymous' | 'owner of the record' | 'tenant' | 'another owner' | 'service-provider' | 'admin';

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
    })),
  };
});

const recordOwner = () => who['owner of the record'] as TestUser;
const send = (method: 'GET' | 'PUT' | 'DELETE', path: string, user: TestUser | null) =>
  t.app.inject({ method, url: path, headers: as(user) });
const favoriteRows = (userId: string) =>
  t.app.db.selectFrom('favorites').selectAll().where('userId', '=', userId).execute();
const SIGNED_IN: Caller[] = [
  'owner of the record',
  'another owner',
  'tenant',
  'service-provider',
  'admin',
];

describe('who may keep favourites', () => {
  it.each(SIGNED_IN)('%s may save, list and remove their own favourites', async (caller) => {
    const user = who[caller] as TestUser;
    const p = await makeProperty(t.app, recordOwner());
    const put = await send('PUT', `/api/favorites/${p.id}`, user);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ propertyId: p.id, favorited: true });
    const ids = (await send('GET', '/api/favorites/ids', user)).json<FavoriteIds>().propertyIds;
    expect(ids).toContain(p.id);
    const list = (await send('GET', '/api/favorites', user)).json<FavoriteList>().properties;
    expect(list.map((x) => x.id)).toContain(p.id);
    const del = await send('DELETE', `/api/favorites/${p.id}`, user);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ propertyId: p.id, favorited: false });
    expect((await favoriteRows(user.id)).map((r) => r.propertyId)).not.toContain(p.id);
  });

  it.each([
    ['GET', '/api/favorites'],
    ['GET', '/api/favorites/ids'],
    ['PUT', '/api/favorites/some-listing'],
    ['DELETE', '/api/favorites/some-listing'],
  ] as const)('anonymous %s %s → 401', async (method, path) => {
    const before = await t.app.db.selectFrom('favorites').selectAll().execute();
    const res = await send(method, path, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
    expect(await t.app.db.selectFrom('favorites').selectAll().execute()).toEqual(before);
  });

  it("never shows or removes another person's favourites", async () => {
    const tenant = who.tenant as TestUser;
    const other = who['another owner'] as TestUser;
    const p = await makeProperty(t.app, recordOwner());
    await send('PUT', `/api/favorites/${p.id}`, tenant);
    expect(
      (await send('GET', '/api/favorites/ids', other)).json<FavoriteIds>().propertyIds,
    ).not.toContain(p.id);
    await send('DELETE', `/api/favorites/${p.id}`, other);
    expect((await favoriteRows(tenant.id)).map((r) => r.propertyId)).toContain(p.id);
  });
});

describe('saving and removing', () => {
  it('is idempotent both ways and keeps the first saving time', async () => {
    const user = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, recordOwner());
    await send('PUT', `/api/favorites/${p.id}`, user);
    const [first] = await favoriteRows(user.id);
    await sleep(5);
    const again = await send('PUT', `/api/favorites/${p.id}`, user);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ propertyId: p.id, favorited: true });
    expect(await favoriteRows(user.id)).toEqual([first]);

    await send('DELETE', `/api/favorites/${p.id}`, user);
    const twice = await send('DELETE', `/api/favorites/${p.id}`, user);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ propertyId: p.id, favorited: false });
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it('answers 404 "Property not found." for an unknown listing and stores nothing', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await send('PUT', '/api/favorites/no-such-listing', user);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'not-found',
      reason: 'property.not-found',
      message: 'Property not found.',
    });
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it('refuses an over-long listing id with a field error (400) and stores nothing', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await send('PUT', `/api/favorites/${'x'.repeat(65)}`, user);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['propertyId']);
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it("cannot save someone else's inactive listing, which reads as missing", async () => {
    const user = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, recordOwner(), { status: 'inactive' });
    expect((await send('PUT', `/api/favorites/${p.id}`, user)).statusCode).toBe(404);
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it('drops the favourites of a deleted listing (foreign-key cascade)', async () => {
    const user = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, recordOwner());
    await send('PUT', `/api/favorites/${p.id}`, user);
    expect(await favoriteRows(user.id)).toHaveLength(1);
    expect((await send('DELETE', `/api/properties/${p.id}`, recordOwner())).statusCode).toBe(204);
    expect(await favoriteRows(user.id)).toEqual([]);
    expect((await send('GET', '/api/favorites', user)).json<FavoriteList>().properties).toEqual([]);
  });
});

describe('the list', () => {
  it('shows the listings newest favourite first, each with its own photos', async () => {
    const user = await makeUser(t.app, 'tenant');
    const a = await makeProperty(t.app, recordOwner(), { title: 'First saved' });
    const b = await makeProperty(t.app, recordOwner(), { title: 'Second saved' });
    const c = await makeProperty(t.app, recordOwner(), { title: 'Never saved' });
    const photosA = await addImages(t, recordOwner(), a.id, 2);
    const photosB = await addImages(t, recordOwner(), b.id, 1);
    await send('PUT', `/api/favorites/${a.id}`, user);
    await sleep(5);
    await send('PUT', `/api/favorites/${b.id}`, user);

    const res = await send('GET', '/api/favorites', user);
    expect(res.statusCode).toBe(200);
    const list = res.json<FavoriteList>().properties;
    expect(list.map((p) => p.title)).toEqual(['Second saved', 'First saved']);
    expect(list.map((p) => p.images.map((i) => i.id))).toEqual([
      photosB.images.map((i) => i.id),
      photosA.images.map((i) => i.id),
    ]);
    const rows = await favoriteRows(user.id);
    expect(list[0]?.favoritedAt).toBe(rows.find((r) => r.propertyId === b.id)?.createdAt);
    expect(list.map((p) => p.id)).not.toContain(c.id);
    expect((await send('GET', '/api/favorites/ids', user)).json()).toEqual({
      propertyIds: [b.id, a.id],
    });
  });

  it('leaves out a saved listing once its owner hides it, and shows it again when reopened', async () => {
    const user = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, recordOwner());
    await send('PUT', `/api/favorites/${p.id}`, user);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${p.id}/status`,
      headers: as(recordOwner()),
      payload: { status: 'inactive' },
    });
    expect((await send('GET', '/api/favorites', user)).json<FavoriteList>().properties).toEqual([]);
    expect((await send('GET', '/api/favorites/ids', user)).json()).toEqual({ propertyIds: [] });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${p.id}/status`,
      headers: as(recordOwner()),
      payload: { status: 'available' },
    });
    expect((await send('GET', '/api/favorites/ids', user)).json()).toEqual({ propertyIds: [p.id] });
  });
  it('keeps a hidden listing in the list of an admin, not of an admin without the second factor', async () => {
    const admins = {
      admin: await makeUser(t.app, 'admin'),
      withoutSecondFactor: await makeUser(t.app, ADMIN_WITHOUT_SECOND_FACTOR),
    };
    const p = await makeProperty(t.app, recordOwner());
    for (const admin of Object.values(admins)) await send('PUT', `/api/favorites/${p.id}`, admin);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${p.id}/status`,
      headers: as(recordOwner()),
      payload: { status: 'inactive' },
    });
    const listed = async (user: TestUser) =>
      (await send('GET', '/api/favorites', user)).json<FavoriteList>().properties.map((x) => x.id);
    expect(await listed(admins.admin)).toEqual([p.id]);
    expect(await listed(admins.withoutSecondFactor)).toEqual([]);
  });
});

describe('realtime', () => {
  it("tells the person's other tabs, and nobody else", async () => {
    const user = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, recordOwner());
    const mine = openSocket(t.url, { cookie: user.cookie });
    const owners = openSocket(t.url, { cookie: recordOwner().cookie });
    await Promise.all([connected(mine), connected(owners)]);
    const heardByOwner = collect(owners);

    const saved = nextEvent(mine, 'favorite.changed');
    await send('PUT', `/api/favorites/${p.id}`, user);
    expect((await saved).payload).toEqual({ propertyId: p.id, favorited: true });
    const removed = nextEvent(mine, 'favorite.changed');
    await send('DELETE', `/api/favorites/${p.id}`, user);
    expect((await removed).payload).toEqual({ propertyId: p.id, favorited: false });
    await sleep(100);
    expect(heardByOwner.filter((e) => e.name === 'favorite.changed')).toEqual([]);
  });
});
