import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  distanceKm,
  findLocality,
  type Property,
  type PropertySearchResult,
  type SimilarProperties,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { newId } from '../../lib/ids';
import { nowIso } from '../../db/dialect';
import { detectPointIndex } from './search-geometry';
import { idsOf, listing, search, searchRaw } from '../../../test/property-search';

const t = useTestApp();
let owner: TestUser;
let tenant: TestUser;
let stranger: TestUser;
let placeId: string;
const byLocality = new Map<string, Property>();
const PLACES = ['Gachibowli', 'Madhapur', 'Kondapur', 'Miyapur', 'Charminar', 'LB Nagar'];

beforeAll(async () => {
  [owner, tenant, stranger] = await Promise.all([
    makeUser(t.app, 'owner'),
    makeUser(t.app, 'tenant'),
    makeUser(t.app, 'tenant'),
  ]);
  for (const place of PLACES) byLocality.set(place, await listing(t.app, owner, place));
  const madhapur = findLocality('Hyderabad', 'Madhapur')!;
  placeId = newId();
  await t.app.db
    .insertInto('saved_locations')
    .values({
      id: placeId,
      userId: tenant.id,
      name: 'Office',
      city: 'Hyderabad',
      sublocality: 'Madhapur',
      latitude: madhapur.lat,
      longitude: madhapur.lng,
      commuteMode: 'car',
      commuteTime: 20,
      radiusKm: 5,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    })
    .execute();
});

describe('distance search', () => {
  it.each([3, 6, 15, 30])(
    'finds exactly the listings within %i km, nearest first',
    async (radiusKm) => {
      const result = await search(t.app, {
        city: 'Hyderabad',
        near: 'Gachibowli',
        radiusKm,
        sort: 'distance',
      });
      const expected = PLACES.filter((p) => distanceKm('Hyderabad', 'Gachibowli', p)! <= radiusKm);
      expect(idsOf(result).sort()).toEqual(expected.map((p) => byLocality.get(p)!.id).sort());
      const km = result.properties.map((p) => p.distanceKm!);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      for (const hit of result.properties) {
        const dataset = distanceKm('Hyderabad', 'Gachibowli', hit.sublocality)!;
        expect(Math.abs(hit.distanceKm! - dataset)).toBeLessThanOrEqual(0.1);
      }
      const g = findLocality('Hyderabad', 'Gachibowli')!;
      expect(result.origin).toEqual({ lat: g.lat, lng: g.lng, label: 'Gachibowli, Hyderabad' });
    },
  );

  it('gives distances with other sorts too, and none without an origin', async () => {
    const result = await search(t.app, { city: 'Hyderabad', near: 'Charminar', radiusKm: 100 });
    expect(result.properties).toHaveLength(PLACES.length);
    expect(result.properties.every((p) => typeof p.distanceKm === 'number')).toBe(true);
    const charminar = result.properties.find((p) => p.sublocality === 'Charminar')!;
    expect(charminar.distanceKm).toBe(0);
  });

  it("measures from the caller's own saved place", async () => {
    const result = await search(
      t.app,
      { savedLocationId: placeId, radiusKm: 4, sort: 'distance' },
      tenant,
    );
    expect(result.origin?.label).toBe('Office');
    expect(result.properties[0]!.sublocality).toBe('Madhapur');
    expect(result.properties[0]!.distanceKm).toBe(0);
    const expected = PLACES.filter((p) => distanceKm('Hyderabad', 'Madhapur', p)! <= 4);
    expect(result.total).toBe(expected.length);
  });

  it("answers 404 for another person's or an unknown saved place, 401 without sign-in", async () => {
    for (const [id, user, status] of [
      [placeId, stranger, 404],
      [placeId, owner, 404],
      ['no-such-place', tenant, 404],
      [placeId, null, 401],
    ] as const) {
      const res = await searchRaw(t.app, { savedLocationId: id }, user);
      expect(res.statusCode).toBe(status);
      if (status === 404) expect(res.json().error.message).toBe('Location not found');
    }
  });
});

describe('GET /api/properties/:id/similar', () => {
  const similar = (id: string, user: TestUser | null = null) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${id}/similar`, headers: as(user) });

  it('lists open listings of the same kind and city, nearest first', async () => {
    const of = byLocality.get('Gachibowli')!;
    // Six apartments besides itself; an office next door is no home.
    const villa = await listing(t.app, owner, 'Madhapur', { type: 'commercial' });
    await listing(t.app, owner, 'Ameerpet');
    await listing(t.app, owner, 'Kondapur', { status: 'rented' });
    await listing(t.app, owner, 'Kondapur', { listingType: 'sale', salePrice: 5_000_000 });
    await makeProperty(t.app, owner);
    const res = await similar(of.id);
    expect(res.statusCode).toBe(200);
    const hits = res.json<SimilarProperties>().properties;
    expect(hits).toHaveLength(6);
    expect(hits.map((h) => h.id)).not.toContain(of.id);
    expect(hits.map((h) => h.id)).not.toContain(villa.id);
    expect(hits.every((h) => h.city === 'Hyderabad' && h.listingType === 'rent')).toBe(true);
    expect(hits.every((h) => h.status === 'available' && h.type === 'apartment')).toBe(true);
    const km = hits.map((h) => h.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(hits[0]!.sublocality).toBe('Kondapur');
  });

  it('answers 404 for an unknown listing, and for an inactive one to all but its owner', async () => {
    const missing = await similar('no-such-listing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Property not found.');
    const hidden = await listing(t.app, owner, 'Miyapur', { status: 'inactive' });
    expect((await similar(hidden.id)).statusCode).toBe(404);
    expect((await similar(hidden.id, stranger)).statusCode).toBe(404);
    expect((await similar(hidden.id, owner)).statusCode).toBe(200);
  });
});

// Last in this file: on PostgreSQL it drops the point index of its schema.
describe('distance pages with and without the point index', () => {
  it('walk every listing in range once, nearest first, and PostgreSQL without cube walks the same', async () => {
    const twins: Property[] = [];
    for (let i = 0; i < 3; i += 1) twins.push(await listing(t.app, owner, 'Madhapur'));
    const within = { city: 'Hyderabad', near: 'Gachibowli', radiusKm: 30, sort: 'distance' };
    const walk = async (limit: number) => {
      const seen: { id: string; km: number }[] = [];
      let cursor: string | null = null;
      do {
        const page: PropertySearchResult = await search(t.app, {
          ...within,
          limit,
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.properties.map((p) => ({ id: p.id, km: p.distanceKm! })));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const whole = await walk(50);
    expect(whole.map((h) => h.id)).toEqual(expect.arrayContaining(twins.map((p) => p.id)));
    const km = whole.map((h) => h.km);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(await walk(2)).toEqual(whole);
    if (t.app.database.info.engine === 'postgres') {
      await sql`drop index "properties_open_point_idx"`.execute(t.app.db);
      expect(await detectPointIndex(t.app.db, 'postgres')).toBeNull();
      expect(await walk(2)).toEqual(whole);
      expect(await walk(50)).toEqual(whole);
    }
  });
});
