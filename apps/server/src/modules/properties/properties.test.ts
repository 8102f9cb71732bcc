import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_TITLE, type Property } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty, minimalListing } from '../../../test/properties';
import { sleep } from '../../../test/sockets';

const t = useTestApp();
let owner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
});

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  user: TestUser | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: path,
    headers: as(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const row = (id: string) =>
  t.app.db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
const listRows = async (id: string) => ({
  amenities: await t.app.db
    .selectFrom('property_amenities')
    .selectAll()
    .where('propertyId', '=', id)
    .orderBy('position')
    .execute(),
  nearbyFacilities: await t.app.db
    .selectFrom('property_nearby_facilities')
    .selectAll()
    .where('propertyId', '=', id)
    .orderBy('position')
    .execute(),
  houseRules: await t.app.db
    .selectFrom('property_house_rules')
    .selectAll()
    .where('propertyId', '=', id)
    .orderBy('position')
    .execute(),
});

describe('POST /api/properties', () => {
  it("applies the spec's defaults and answers the stored listing", async () => {
    const res = await send('POST', '/api/properties', owner, minimalListing());
    expect(res.statusCode).toBe(201);
    const p = res.json<Property>();
    expect(p).toMatchObject({
      ownerId: owner.id,
      title: DEFAULT_PROPERTY_TITLE,
      type: 'apartment',
      listingType: 'rent',
      status: 'available',
      bedrooms: 1,
      bathrooms: 1,
      furnishing: 'unfurnished',
      genderPreference: 'any',
      accommodationType: 'any',
      pgDetails: { messAvailability: false, roomSharing: 'single' },
      isPetFriendly: false,
      deposit: 0,
      rent: 12_000,
      monthlyRent: 12_000,
      securityDeposit: 0,
      salePrice: null,
      landAreaUnit: 'sqft',
      facingDirection: null,
      ownershipType: null,
      availableFrom: null,
      googleMapsLink: '',
      amenities: [],
      nearbyFacilities: [],
      houseRules: [],
      interestedCount: 0,
    });
    // The locality's point stands in until the owner places the pin.
    expect(p.location).toEqual({ lat: 16.3005, lng: 80.4425 });
    expect(p.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(p.createdAt).toBe(p.updatedAt);
    expect(await send('GET', `/api/properties/${p.id}`, owner).then((r) => r.json())).toEqual(p);
  });

  it('stores every field of a full sale listing and a PG listing as given', async () => {
    const sale = await makeProperty(t.app, owner, {
      title: 'Corner plot near Inner Ring Road',
      type: 'plot',
      listingType: 'sale',
      rent: null,
      salePrice: 45_00_00_000_00,
      landArea: 2.5,
      landAreaUnit: 'acre',
      ownershipType: 'freehold',
      propertySubtype: 'Residential plot',
      facingDirection: 'north-east',
      googleMapsLink: 'https://maps.app.goo.gl/abc123',
      location: { lat: 16.31, lng: 80.44 },
      status: 'sold',
    });
    expect(sale).toMatchObject({
      salePrice: 45_000_000_000,
      landArea: 2.5,
      landAreaUnit: 'acre',
      ownershipType: 'freehold',
      status: 'sold',
      rent: null,
      location: { lat: 16.31, lng: 80.44 },
    });
    const pg = await makeProperty(t.app, owner, {
      type: 'pg',
      state: 'karnataka',
      city: 'Bangalore',
      sublocality: 'koramangala',
      pincode: '560034',
      rent: 9_500,
      deposit: 20_000,
      pgDetails: { messAvailability: true, roomSharing: 'triple' },
      genderPreference: 'female',
      accommodationType: 'working-professionals',
      isPetFriendly: true,
      availableFrom: '2026-12-01',
      area: 180.5,
      bedrooms: 0,
      ownerProximity: 'Owner lives on the ground floor',
    });
    // Place names are stored as the city dataset spells them.
    expect(pg).toMatchObject({
      state: 'Karnataka',
      city: 'Bengaluru',
      sublocality: 'Koramangala',
      pgDetails: { messAvailability: true, roomSharing: 'triple' },
    });
    expect(pg).toMatchObject({
      genderPreference: 'female',
      accommodationType: 'working-professionals',
      isPetFriendly: true,
      availableFrom: '2026-12-01',
      area: 180.5,
      bedrooms: 0,
      deposit: 20_000,
      securityDeposit: 20_000,
    });
  });

  it('keeps the lists in the order given, trimmed, without blanks or repeats, in child rows', async () => {
    const p = await makeProperty(t.app, owner, {
      amenities: ['Lift', ' Power backup ', '', 'lift', 'Covered parking'],
      nearbyFacilities: ['Metro station 500 m', 'School'],
      houseRules: ['No smoking', 'Gate closes at 10 pm'],
    });
    expect(p.amenities).toEqual(['Lift', 'Power backup', 'Covered parking']);
    expect(p.nearbyFacilities).toEqual(['Metro station 500 m', 'School']);
    expect(p.houseRules).toEqual(['No smoking', 'Gate closes at 10 pm']);
    const rows = await listRows(p.id);
    expect(rows.amenities.map((r) => [r.value, r.position])).toEqual([
      ['Lift', 0],
      ['Power backup', 1],
      ['Covered parking', 2],
    ]);
    expect(rows.houseRules).toHaveLength(2);
  });
});

describe('PATCH /api/properties/:id', () => {
  it('changes only the fields sent, replaces a list, and never the identity or timestamps', async () => {
    const p = await makeProperty(t.app, owner, {
      title: 'Sunny 2BHK',
      amenities: ['Lift', 'Gym'],
      houseRules: ['No pets'],
    });
    const other = await makeUser(t.app, 'owner');
    await sleep(5);
    const res = await send('PATCH', `/api/properties/${p.id}`, owner, {
      rent: 15_000,
      amenities: ['Gym', 'Swimming pool', 'Lift'],
      pgDetails: { messAvailability: true },
      id: 'another-id',
      ownerId: other.id,
      createdAt: '2000-01-01T00:00:00.000Z',
      interestedCount: 99,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Property>();
    expect(updated).toMatchObject({
      id: p.id,
      ownerId: owner.id,
      createdAt: p.createdAt,
      interestedCount: 0,
      title: 'Sunny 2BHK',
      rent: 15_000,
      houseRules: ['No pets'],
    });
    expect(updated.amenities).toEqual(['Gym', 'Swimming pool', 'Lift']);
    expect(updated.pgDetails).toEqual({ messAvailability: true, roomSharing: 'single' });
    expect(updated.updatedAt > p.updatedAt).toBe(true);
    expect((await listRows(p.id)).amenities.map((r) => r.value)).toEqual([
      'Gym',
      'Swimming pool',
      'Lift',
    ]);
    expect(await row('another-id')).toBeUndefined();
  });

  it('moves the map point with the locality unless a point is sent', async () => {
    const p = await makeProperty(t.app, owner);
    const moved = await send('PATCH', `/api/properties/${p.id}`, owner, {
      city: 'Vijayawada',
      sublocality: 'Benz Circle',
      pincode: '520010',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      state: 'Andhra Pradesh',
      city: 'Vijayawada',
      sublocality: 'Benz Circle',
    });
    expect(moved.json<Property>().location).not.toEqual(p.location);
    const pinned = await send('PATCH', `/api/properties/${p.id}`, owner, {
      location: { lat: 16.5, lng: 80.64 },
    });
    expect(pinned.json<Property>().location).toEqual({ lat: 16.5, lng: 80.64 });
  });

  it('checks the merged listing: a sale listing needs a sale price, and nothing changes when it is missing', async () => {
    const p = await makeProperty(t.app, owner);
    const before = await row(p.id);
    const res = await send('PATCH', `/api/properties/${p.id}`, owner, {
      listingType: 'sale',
      title: 'Changed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid-argument',
      fields: { salePrice: 'Enter the sale price (more than ₹0)' },
    });
    expect(await row(p.id)).toEqual(before);
    const ok = await send('PATCH', `/api/properties/${p.id}`, owner, {
      listingType: 'sale',
      salePrice: 75_00_000,
    });
    expect(ok.json()).toMatchObject({ listingType: 'sale', salePrice: 7_500_000 });
  });

  it('answers 404 "Property not found." for an unknown id', async () => {
    const res = await send('PATCH', '/api/properties/no-such-property', owner, { rent: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'not-found',
      reason: 'property.not-found',
      message: 'Property not found.',
    });
  });
});

describe('PATCH /api/properties/:id/status', () => {
  it('switches the status in place and leaves the rest alone', async () => {
    const p = await makeProperty(t.app, owner, { amenities: ['Lift'] });
    for (const status of ['vacant', 'rented', 'inactive', 'available'] as const) {
      const res = await send('PATCH', `/api/properties/${p.id}/status`, owner, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ...p, status, updatedAt: expect.any(String) });
      expect((await row(p.id))?.status).toBe(status);
    }
  });

  it('refuses "sold" for a rent listing and an unknown status, changing nothing', async () => {
    const p = await makeProperty(t.app, owner);
    const before = await row(p.id);
    const sold = await send('PATCH', `/api/properties/${p.id}/status`, owner, { status: 'sold' });
    expect(sold.statusCode).toBe(400);
    expect(sold.json().error.fields).toEqual({
      status: 'Rented is for rent listings and Sold for sale listings',
    });
    const unknown = await send('PATCH', `/api/properties/${p.id}/status`, owner, {
      status: 'let-out',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ status: 'Choose one of the options' });
    expect(await row(p.id)).toEqual(before);
  });
});

describe('DELETE /api/properties/:id', () => {
  it('removes the listing and every row of its lists; a second delete finds nothing', async () => {
    const p = await makeProperty(t.app, owner, {
      amenities: ['Lift'],
      nearbyFacilities: ['Bus stop'],
      houseRules: ['No smoking'],
    });
    const keep = await makeProperty(t.app, owner, { amenities: ['Gym'] });
    const res = await send('DELETE', `/api/properties/${p.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(await row(p.id)).toBeUndefined();
    expect(await listRows(p.id)).toEqual({ amenities: [], nearbyFacilities: [], houseRules: [] });
    expect((await listRows(keep.id)).amenities).toHaveLength(1);
    expect((await send('GET', `/api/properties/${p.id}`, owner)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/properties/${p.id}`, owner)).statusCode).toBe(404);
  });
});

describe('GET /api/owner/properties', () => {
  it("lists the caller's own listings of every status, newest first, and nobody else's", async () => {
    const me = await makeUser(t.app, 'owner');
    const someoneElse = await makeUser(t.app, 'owner');
    const first = await makeProperty(t.app, me, { title: 'First' });
    await sleep(5);
    const second = await makeProperty(t.app, me, { title: 'Second', amenities: ['Lift'] });
    await send('PATCH', `/api/properties/${first.id}/status`, me, { status: 'inactive' });
    await makeProperty(t.app, someoneElse, { title: 'Not mine' });
    const res = await send('GET', '/api/owner/properties', me);
    expect(res.statusCode).toBe(200);
    const { properties } = res.json<{ properties: Property[] }>();
    expect(properties.map((p) => [p.title, p.status])).toEqual([
      ['Second', 'available'],
      ['First', 'inactive'],
    ]);
    expect(properties[0]).toEqual(second);
  });
});
