import { beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_LOCATION_LIMITS,
  SAVED_LOCATION_MESSAGES as M,
  type SavedLocation,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';

const t = useTestApp();
let user: TestUser;
beforeAll(async () => {
  user = await makeUser(t.app, 'tenant');
});

const BASE = '/api/me/saved-locations';
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: as(user), payload: payload as Record<string, unknown> });
const stored = () =>
  t.app.db.selectFrom('saved_locations').selectAll().where('userId', '=', user.id).execute();
const clear = () => t.app.db.deleteFrom('saved_locations').execute();
const valid = { name: 'College', city: 'Bengaluru', sublocality: 'Koramangala' };
const pointOnly = { name: 'Gym', point: { lat: 17.44, lng: 78.39 } };

/** Each case: the body sent, and the field messages it must produce. */
const CASES: [string, Record<string, unknown>, Record<string, string>][] = [
  ['no name', { ...valid, name: undefined }, { name: M.name }],
  ['blank name', { ...valid, name: '   ' }, { name: M.name }],
  ['name of invisible characters', { ...valid, name: '\u0000\u0007' }, { name: M.name }],
  ['name too long', { ...valid, name: 'n'.repeat(61) }, { name: M.nameTooLong }],
  ['name not text', { ...valid, name: 7 }, { name: M.name }],
  ['no place at all', { name: 'Home' }, { city: M.place }],
  [
    'all place fields null',
    { name: 'Home', city: null, sublocality: null, point: null },
    { city: M.place },
  ],
  ['unknown city', { ...valid, city: 'Atlantis' }, { city: M.place }],
  ['city without locality', { ...valid, sublocality: null }, { sublocality: M.place }],
  ['locality of another city', { ...valid, sublocality: 'Madhapur' }, { sublocality: M.place }],
  ['locality without city', { ...valid, city: null }, { city: M.place }],
  ['city too long', { ...valid, city: 'c'.repeat(61) }, { city: expect.any(String) as string }],
  ['point outside India', { ...pointOnly, point: { lat: 51.5, lng: -0.12 } }, { point: M.place }],
  [
    'point with swapped coordinates',
    { ...pointOnly, point: { lat: 78.39, lng: 17.44 } },
    { point: M.place },
  ],
  ['point at 0,0', { ...pointOnly, point: { lat: 0, lng: 0 } }, { point: M.place }],
  [
    'point latitude as text',
    { ...pointOnly, point: { lat: '17.4', lng: 78.39 } },
    { 'point.lat': M.place },
  ],
  ['point without longitude', { ...pointOnly, point: { lat: 17.4 } }, { 'point.lng': M.place }],
  ['point as text', { ...pointOnly, point: '17.4,78.3' }, { point: M.place }],
  ['unknown commute mode', { ...valid, commuteMode: 'rocket' }, { commuteMode: M.commuteMode }],
  ['commute time 0', { ...valid, commuteTime: 0 }, { commuteTime: M.commuteTime }],
  ['commute time 181', { ...valid, commuteTime: 181 }, { commuteTime: M.commuteTime }],
  ['commute time 12.5', { ...valid, commuteTime: 12.5 }, { commuteTime: M.commuteTime }],
  ['radius 0', { ...valid, radiusKm: 0 }, { radiusKm: M.radius }],
  ['negative radius', { ...valid, radiusKm: -2 }, { radiusKm: M.radius }],
  ['radius 101', { ...valid, radiusKm: 101 }, { radiusKm: M.radius }],
  ['radius as text', { ...valid, radiusKm: '5' }, { radiusKm: M.radius }],
];

describe('POST /api/me/saved-locations validation', () => {
  it.each(CASES)('%s → 400, nothing stored', async (_name, body, fields) => {
    const res = await send('POST', BASE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-argument', fields });
    expect(await stored()).toEqual([]);
  });

  it(`keeps at most ${SAVED_LOCATION_LIMITS.perUser} places per person`, async () => {
    for (let i = 0; i < SAVED_LOCATION_LIMITS.perUser; i++)
      expect((await send('POST', BASE, { ...valid, name: `Place ${i}` })).statusCode).toBe(201);
    const res = await send('POST', BASE, { ...valid, name: 'One too many' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-argument', message: M.tooMany });
    expect(await stored()).toHaveLength(SAVED_LOCATION_LIMITS.perUser);
    // Another person's count is their own.
    const other = await makeUser(t.app, 'owner');
    const theirs = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: as(other),
      payload: valid,
    });
    expect(theirs.statusCode).toBe(201);
    await clear();
  });

  it('counts places saved at the same moment one after the other', async () => {
    for (let i = 0; i < SAVED_LOCATION_LIMITS.perUser - 2; i++)
      await send('POST', BASE, { ...valid, name: `Place ${i}` });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => send('POST', BASE, { ...valid, name: `Race ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(await stored()).toHaveLength(SAVED_LOCATION_LIMITS.perUser);
    await clear();
  });
});

describe('PATCH /api/me/saved-locations/:id validation', () => {
  const PATCH_CASES: [string, Record<string, unknown>, Record<string, string>][] = [
    ['blank name', { name: '' }, { name: M.name }],
    ['name too long', { name: 'n'.repeat(61) }, { name: M.nameTooLong }],
    ['unknown city', { city: 'Atlantis' }, { city: M.place }],
    ['unknown locality', { sublocality: 'Nowhere' }, { sublocality: M.place }],
    ['place removed', { city: null, sublocality: null }, { city: M.place }],
    ['point outside India', { point: { lat: 40.7, lng: -74 } }, { point: M.place }],
    ['unknown commute mode', { commuteMode: 'teleport' }, { commuteMode: M.commuteMode }],
    ['commute time 0', { commuteTime: 0 }, { commuteTime: M.commuteTime }],
    ['radius 101', { radiusKm: 101 }, { radiusKm: M.radius }],
    ['name null', { name: null }, { name: M.name }],
  ];

  it.each(PATCH_CASES)('%s → 400, nothing changed', async (_name, body, fields) => {
    const created = (await send('POST', BASE, valid)).json<SavedLocation>();
    const before = await stored();
    const res = await send('PATCH', `${BASE}/${created.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-argument', fields });
    expect(await stored()).toEqual(before);
    await clear();
  });
});
