import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { newStorageKey } from '../../plugins/storage/storage';
import { idsOf, listing, search, searchRaw } from '../../../test/property-search';

const t = useTestApp();
const made: Record<string, Property> = {};
const sorted = (ids: string[]) => [...ids].sort();
const ids = (...names: string[]) => sorted(names.map((n) => made[n]!.id));

beforeAll(async () => {
  const owner = await makeUser(t.app, 'owner');
  const { app } = t;
  made.flat = await listing(app, owner, 'Gachibowli', {
    title: 'Sunny flat near the IT park',
    rent: 20_000,
    bedrooms: 2,
    bathrooms: 2,
    furnishing: 'furnished',
    isPetFriendly: true,
    accommodationType: 'family',
    amenities: ['Lift', 'Parking'],
    availableFrom: '2026-12-01',
  });
  made.villa = await listing(app, owner, 'Madhapur', {
    type: 'villa',
    rent: 35_000,
    bedrooms: 3,
    bathrooms: 3,
    furnishing: 'semi-furnished',
    description: 'Walk to the metro: 100% power back-up',
    amenities: ['Lift'],
  });
  made.pg = await listing(app, owner, 'Charminar', {
    type: 'pg',
    rent: 8_000,
    genderPreference: 'female',
    accommodationType: 'students',
    pgDetails: { messAvailability: true, roomSharing: 'double' },
    availableFrom: '2027-01-15',
  });
  made.sale = await listing(app, owner, 'Gachibowli', {
    type: 'house',
    listingType: 'sale',
    salePrice: 9_000_000,
    bedrooms: 3,
  });
  made.vacant = await listing(app, owner, 'Kukatpally', { rent: 15_000, status: 'vacant' });
  made.rented = await listing(app, owner, 'Kondapur', { rent: 25_000, status: 'rented' });
  made.inactive = await listing(app, owner, 'Kondapur', { rent: 25_000, status: 'inactive' });
  made.guntur = await makeProperty(app, owner, { rent: 12_000 });
});

const find = async (params: Record<string, string | number | string[]>) =>
  sorted(idsOf(await search(t.app, params)));

describe('GET /api/properties/search filters', () => {
  it('finds every open listing (available and vacant) and nothing closed, without sign-in', async () => {
    const result = await search(t.app);
    expect(sorted(idsOf(result))).toEqual(ids('flat', 'villa', 'pg', 'sale', 'vacant', 'guntur'));
    expect(result.total).toBe(6);
    expect(result.nextCursor).toBeNull();
    expect(result.origin).toBeNull();
    expect(result.properties.every((p) => p.distanceKm === null)).toBe(true);
  });

  it('filters by city, state and locality, ignoring case and accepting alternate names', async () => {
    expect(await find({ city: 'HYDERABAD' })).toEqual(ids('flat', 'villa', 'pg', 'sale', 'vacant'));
    expect(await find({ city: 'secunderabad' })).toEqual(
      ids('flat', 'villa', 'pg', 'sale', 'vacant'),
    );
    expect(await find({ state: 'andhra pradesh' })).toEqual(ids('guntur'));
    expect(await find({ city: 'Hyderabad', locality: 'gachibowli' })).toEqual(ids('flat', 'sale'));
    expect(await find({ locality: 'Brodipet' })).toEqual(ids('guntur'));
  });

  it('answers an unknown city, state or locality with an empty result, not an error', async () => {
    for (const params of [
      { city: 'Atlantis' },
      { state: 'Kerala' },
      { city: 'Guntur', state: 'Telangana' },
      { city: 'Hyderabad', locality: 'Nowhere' },
    ]) {
      const result = await search(t.app, params);
      expect(result.properties).toEqual([]);
      expect(result.total).toBe(0);
    }
  });

  it('filters by listing type and property type', async () => {
    expect(await find({ listingType: 'sale' })).toEqual(ids('sale'));
    expect(await find({ type: 'villa' })).toEqual(ids('villa'));
    expect(await find({ listingType: 'rent', type: 'house' })).toEqual([]);
  });

  it('filters price by rent for rentals and by sale price for sales', async () => {
    expect(await find({ listingType: 'rent', minPrice: 12_000, maxPrice: 20_000 })).toEqual(
      ids('flat', 'vacant', 'guntur'),
    );
    expect(await find({ listingType: 'sale', maxPrice: 10_000_000 })).toEqual(ids('sale'));
    expect(await find({ listingType: 'sale', maxPrice: 8_999_999 })).toEqual([]);
    // Without a listing type each listing is priced by its own kind.
    expect(await find({ minPrice: 30_000 })).toEqual(ids('villa', 'sale'));
    expect(await find({ maxPrice: 10_000 })).toEqual(ids('pg'));
  });

  it('treats bedrooms and bathrooms as "at least"', async () => {
    expect(await find({ bedrooms: 3 })).toEqual(ids('villa', 'sale'));
    expect(await find({ bedrooms: 2, bathrooms: 2 })).toEqual(ids('flat', 'villa'));
    expect(await find({ bathrooms: 4 })).toEqual([]);
  });

  it('filters by furnishing, pets, gender, accommodation, sharing and mess', async () => {
    expect(await find({ furnishing: 'semi-furnished' })).toEqual(ids('villa'));
    expect(await find({ petFriendly: 'true' })).toEqual(ids('flat'));
    expect((await find({ petFriendly: '0' })).length).toBe(5);
    expect(await find({ genderPreference: 'female' })).toEqual(ids('pg'));
    expect(await find({ accommodationType: 'family' })).toEqual(ids('flat'));
    expect(await find({ roomSharing: 'double' })).toEqual(ids('pg'));
    expect(await find({ messAvailable: '1' })).toEqual(ids('pg'));
  });

  it('needs every asked amenity, given repeated or comma separated', async () => {
    expect(await find({ amenities: 'Lift' })).toEqual(ids('flat', 'villa'));
    expect(await find({ amenities: 'Lift,Parking' })).toEqual(ids('flat'));
    expect(await find({ amenities: ['Parking', 'Lift'] })).toEqual(ids('flat'));
    expect(await find({ amenities: ['Lift', 'Gym'] })).toEqual([]);
  });

  it("follows an owner's edits of a listing's amenities, and its removal", async () => {
    const owner = await makeUser(t.app, 'owner');
    const gym = await listing(t.app, owner, 'Kondapur', { amenities: ['Gym', 'Lift'] });
    expect(await find({ amenities: 'Gym,Lift' })).toEqual([gym.id]);
    const edit = (amenities: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/properties/${gym.id}`,
        headers: as(owner),
        payload: { amenities },
      });
    expect((await edit(['Swimming pool', 'Gym'])).statusCode).toBe(200);
    expect(await find({ amenities: 'Gym,Lift' })).toEqual([]);
    expect(await find({ amenities: ['Swimming pool', 'Gym'] })).toEqual([gym.id]);
    expect((await edit([])).statusCode).toBe(200);
    expect(await find({ amenities: 'Gym' })).toEqual([]);
    expect((await edit(['Gym'])).statusCode).toBe(200);
    expect(await find({ amenities: 'Gym' })).toEqual([gym.id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${gym.id}`,
      headers: as(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect(await find({ amenities: 'Gym' })).toEqual([]);
  });

  it('finds listings available by a date (no date means available now)', async () => {
    expect(await find({ availableBy: '2026-12-31' })).toEqual(
      ids('flat', 'villa', 'sale', 'vacant', 'guntur'),
    );
    expect(await find({ availableBy: '2027-02-01' })).toContain(made.pg!.id);
  });

  it('matches free text in title, description and locality, ignoring case', async () => {
    expect(await find({ q: 'sunny FLAT' })).toEqual(ids('flat'));
    expect(await find({ q: 'metro' })).toEqual(ids('villa'));
    expect(await find({ q: 'charminar' })).toEqual(ids('pg'));
  });

  it('takes % and _ in free text literally', async () => {
    expect(await find({ q: '100%' })).toEqual(ids('villa'));
    expect(await find({ q: '%' })).toEqual(ids('villa'));
    expect(await find({ q: '_' })).toEqual([]);
  });
});

describe('GET /api/properties/search hits', () => {
  it("carry each listing's lists and photos in order, as its own page shows them", async () => {
    const { flat } = made;
    const now = new Date().toISOString();
    // Stored out of order: position, not insertion, decides the order.
    for (const [id, position] of [
      ['img-b', 1],
      ['img-a', 0],
    ] as const)
      await t.app.db
        .insertInto('property_images')
        .values({
          id,
          propertyId: flat!.id,
          position,
          thumbnailKey: newStorageKey('property-images', 'webp'),
          cardKey: newStorageKey('property-images', 'webp'),
          fullKey: newStorageKey('property-images', 'webp'),
          width: 1600,
          height: 1200,
          createdAt: now,
        })
        .execute();
    const viewer = await makeUser(t.app, 'tenant');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${flat!.id}`,
      headers: as(viewer),
    });
    const page = own.json<Property>();
    const hit = (await search(t.app, { q: 'sunny' })).properties[0]!;
    expect(hit.images.map((i) => i.id)).toEqual(['img-a', 'img-b']);
    expect(hit.images).toEqual(page.images);
    expect(hit.amenities).toEqual(['Lift', 'Parking']);
    const { distanceKm, ...listing } = hit;
    expect(distanceKm).toBeNull();
    expect(listing).toEqual(page);
  });
});

describe('GET /api/properties/search sorts', () => {
  it('sorts newest first by default', async () => {
    const result = await search(t.app);
    const created = result.properties.map((p) => `${p.createdAt}|${p.id}`);
    expect(created).toEqual([...created].sort().reverse());
    expect(result.properties[0]!.id).toBe(made.guntur!.id);
  });

  it('sorts by price both ways, each listing by its own price', async () => {
    const asc = await search(t.app, { listingType: 'rent', sort: 'price-asc' });
    expect(asc.properties.map((p) => p.rent)).toEqual([8_000, 12_000, 15_000, 20_000, 35_000]);
    const desc = await search(t.app, { sort: 'price-desc' });
    expect(desc.properties.map((p) => p.salePrice ?? p.rent)).toEqual([
      9_000_000, 35_000, 20_000, 15_000, 12_000, 8_000,
    ]);
  });

  it('refuses a distance sort without a place to measure from', async () => {
    const res = await searchRaw(t.app, { sort: 'distance' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('sort');
  });
});

describe('GET /api/properties/search validation', () => {
  it.each([
    [{ listingType: 'lease' }, 'listingType'],
    [{ minPrice: -1 }, 'minPrice'],
    [{ bedrooms: 'two' }, 'bedrooms'],
    [{ petFriendly: 'maybe' }, 'petFriendly'],
    [{ availableBy: '01-12-2026' }, 'availableBy'],
    [{ radiusKm: 500 }, 'radiusKm'],
    [{ limit: 51 }, 'limit'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %o with a message for %s', async (params, field) => {
    const res = await searchRaw(t.app, params);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it('refuses near without a city, and a near that is not a locality of the city', async () => {
    const noCity = await searchRaw(t.app, { near: 'Gachibowli' });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().error.fields).toHaveProperty('near');
    const unknown = await searchRaw(t.app, { city: 'Hyderabad', near: 'Brodipet' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('near');
  });
});
