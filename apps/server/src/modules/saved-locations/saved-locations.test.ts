import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_RADIUS_KM,
  savedLocationListSchema,
  type SavedLocation,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

const t = useTestApp({ listen: true });
let user: TestUser;
beforeAll(async () => {
  user = await makeUser(t.app, 'tenant');
});
afterEach(async () => {
  await t.app.db.deleteFrom('saved_locations').execute();
});

const BASE = '/api/me/saved-locations';
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  who: TestUser = user,
) =>
  t.app.inject({
    method,
    url: path,
    headers: as(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const save = async (payload: Record<string, unknown>, who: TestUser = user) => {
  const res = await send('POST', BASE, payload, who);
  expect(res.statusCode).toBe(201);
  return res.json<SavedLocation>();
};
const list = async (who: TestUser = user) => {
  const res = await send('GET', BASE, undefined, who);
  expect(res.statusCode).toBe(200);
  return savedLocationListSchema.parse(res.json()).locations;
};
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };

describe('saving a place', () => {
  it('spells a locality as the dataset does, at its coordinates, with the defaults', async () => {
    const saved = await save({ name: '  College ', city: 'bangalore', sublocality: 'KORAMANGALA' });
    expect(saved).toEqual({
      id: expect.any(String),
      name: 'College',
      city: 'Bengaluru',
      sublocality: 'Koramangala',
      point: KORAMANGALA,
      commuteMode: 'public-transport',
      commuteTime: 30,
      radiusKm: DEFAULT_SEARCH_RADIUS_KM,
      createdAt: expect.any(String),
    });
    // Spec section 9: the default search radius is 5 km.
    expect(saved.radiusKm).toBe(5);
    expect(await list()).toEqual([saved]);
  });

  it('takes the locality over a point sent with it', async () => {
    const saved = await save({
      name: 'Office',
      city: 'Bengaluru',
      sublocality: 'Koramangala',
      point: { lat: 28.6, lng: 77.2 },
    });
    expect(saved.point).toEqual(KORAMANGALA);
  });

  it('saves a point on the map in India, without city or locality', async () => {
    const saved = await save({
      name: 'Gym',
      point: { lat: 17.123456789, lng: 78.987654321 },
      commuteMode: 'walk',
      commuteTime: 15,
      radiusKm: 2.5,
    });
    expect(saved).toMatchObject({
      city: null,
      sublocality: null,
      point: { lat: 17.123457, lng: 78.987654 },
      commuteMode: 'walk',
      commuteTime: 15,
      radiusKm: 2.5,
    });
  });

  it('keeps the name as plain text on one line', async () => {
    const saved = await save({
      name: '<i>Amma</i>\n\u0000 house',
      city: 'Hyderabad',
      sublocality: 'Madhapur',
    });
    expect(saved.name).toBe('<i>Amma</i> house');
  });

  it('lists the places in the order they were saved, and only the caller’s', async () => {
    const first = await save({ name: 'Home', city: 'Hyderabad', sublocality: 'Madhapur' });
    await sleep(3);
    const second = await save({ name: 'Work', point: { lat: 17.4, lng: 78.4 } });
    const other = await makeUser(t.app, 'owner');
    await save({ name: 'Theirs', city: 'Guntur', sublocality: 'Brodipet' }, other);
    expect((await list()).map((l) => l.id)).toEqual([first.id, second.id]);
    expect((await list(other)).map((l) => l.name)).toEqual(['Theirs']);
  });
});

describe('changing a place', () => {
  const patch = async (id: string, body: Record<string, unknown>) => {
    const res = await send('PATCH', `${BASE}/${id}`, body);
    expect(res.statusCode).toBe(200);
    return res.json<SavedLocation>();
  };

  it('changes only what is sent; a name leaves the place where it was', async () => {
    const saved = await save({ name: 'Office', city: 'Bengaluru', sublocality: 'Koramangala' });
    const renamed = await patch(saved.id, { name: 'New office', commuteTime: 45 });
    expect(renamed).toEqual({ ...saved, name: 'New office', commuteTime: 45 });
    expect(await patch(saved.id, {})).toEqual(renamed);
  });

  it('moves to another locality of the same city when only the locality is sent', async () => {
    const saved = await save({ name: 'Office', city: 'Bengaluru', sublocality: 'Koramangala' });
    const moved = await patch(saved.id, { sublocality: 'indiranagar' });
    expect(moved).toMatchObject({
      city: 'Bengaluru',
      sublocality: 'Indiranagar',
      point: { lat: 12.9784, lng: 77.6408 },
    });
  });

  it('drops the locality when a point alone is sent, and takes a locality again later', async () => {
    const saved = await save({ name: 'Office', city: 'Bengaluru', sublocality: 'Koramangala' });
    const pinned = await patch(saved.id, { point: { lat: 13, lng: 77.5 } });
    expect(pinned).toMatchObject({ city: null, sublocality: null, point: { lat: 13, lng: 77.5 } });
    const back = await patch(saved.id, { city: 'Hyderabad', sublocality: 'Madhapur' });
    expect(back).toMatchObject({
      city: 'Hyderabad',
      sublocality: 'Madhapur',
      point: { lat: 17.4483, lng: 78.3915 },
    });
  });

  it('removes a place for good', async () => {
    const saved = await save({ name: 'Office', city: 'Bengaluru', sublocality: 'Koramangala' });
    expect((await send('DELETE', `${BASE}/${saved.id}`)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });
});

describe('savedLocation.changed', () => {
  it("reaches the person's other tabs on save, change and removal, and nobody else", async () => {
    const mine = openSocket(t.url, { cookie: user.cookie });
    const stranger = await makeUser(t.app, 'tenant');
    const theirs = openSocket(t.url, { cookie: stranger.cookie });
    await Promise.all([connected(mine), connected(theirs)]);
    const received = collect(theirs);

    const added = nextEvent(mine, 'savedLocation.changed');
    const saved = await save({ name: 'Office', city: 'Hyderabad', sublocality: 'Madhapur' });
    expect((await added).payload).toEqual({ savedLocationId: saved.id });
    const changed = nextEvent(mine, 'savedLocation.changed');
    await send('PATCH', `${BASE}/${saved.id}`, { radiusKm: 8 });
    expect((await changed).payload).toEqual({ savedLocationId: saved.id });
    const removed = nextEvent(mine, 'savedLocation.changed');
    await send('DELETE', `${BASE}/${saved.id}`);
    expect((await removed).payload).toEqual({ savedLocationId: saved.id });

    // A refused change tells nobody.
    const own = collect(mine);
    await send('POST', BASE, { name: '' });
    await sleep(100);
    expect(received).toEqual([]);
    expect(own).toEqual([]);
  });
});
