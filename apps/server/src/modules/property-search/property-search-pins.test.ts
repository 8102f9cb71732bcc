import { beforeAll, describe, expect, it } from 'vitest';
import {
  findLocality,
  PROPERTY_SEARCH_LIMITS,
  type Property,
  type PropertyPins,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { newId } from '../../lib/ids';
import { nowIso } from '../../db/dialect';
import { listing, search, searchRaw } from '../../../test/property-search';

const t = useTestApp();
const PINS = '/api/properties/search/pins';
const CAP = PROPERTY_SEARCH_LIMITS.maxPins;
let owner: TestUser;
let tenant: TestUser;
const made: Record<string, Property> = {};

async function pins(
  params: Record<string, string | number | undefined>,
  user: TestUser | null = null,
): Promise<PropertyPins> {
  const res = await searchRaw(t.app, params, user, PINS);
  if (res.statusCode !== 200) throw new Error(`pins failed: ${res.statusCode} ${res.body}`);
  return res.json<PropertyPins>();
}
const idsOf = (result: PropertyPins) => result.pins.map(([id]) => id).sort();

beforeAll(async () => {
  [owner, tenant] = await Promise.all([makeUser(t.app, 'owner'), makeUser(t.app, 'tenant')]);
  made.flat = await listing(t.app, owner, 'Gachibowli', { rent: 20_000, bedrooms: 2 });
  made.villa = await listing(t.app, owner, 'Madhapur', {
    type: 'villa',
    rent: 45_000,
    bedrooms: 4,
  });
  made.sale = await listing(t.app, owner, 'Kondapur', {
    listingType: 'sale',
    salePrice: 11_500_000,
    bedrooms: 3,
  });
  made.rented = await listing(t.app, owner, 'Miyapur', { status: 'rented' });
  made.hidden = await listing(t.app, owner, 'Ameerpet');
  await t.app.db
    .updateTable('properties')
    .set({ hiddenByAdminAt: nowIso() })
    .where('id', '=', made.hidden.id)
    .execute();

  // More Guntur listings than the map takes, straight into the table (fast), all at one point.
  const brodipet = findLocality('Guntur', 'Brodipet')!;
  const model = await makeProperty(t.app, owner, {
    location: { lat: brodipet.lat, lng: brodipet.lng },
  });
  const row = await t.app.db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', model.id)
    .executeTakeFirstOrThrow();
  const copies = Array.from({ length: CAP + 4 }, () => ({
    ...row,
    id: newId(),
    salePrice: row.salePrice === null ? null : Number(row.salePrice),
  }));
  for (let i = 0; i < copies.length; i += 200)
    await t.app.db
      .insertInto('properties')
      .values(copies.slice(i, i + 200))
      .execute();
});

describe('GET /api/properties/search/pins', () => {
  it('is public, like the search: every open, shown match of the filters', async () => {
    const all = await pins({ city: 'Hyderabad' });
    expect(idsOf(all)).toEqual([made.flat!.id, made.villa!.id, made.sale!.id].sort());
    expect(all).toMatchObject({ total: 3, capped: false });
  });

  it('applies the same filters as the search', async () => {
    for (const filters of [
      { city: 'Hyderabad', listingType: 'rent' },
      { city: 'Hyderabad', bedrooms: 3 },
      { city: 'Hyderabad', type: 'villa' },
      { city: 'Hyderabad', listingType: 'rent', maxPrice: 30_000 },
      { city: 'Hyderabad', near: 'Gachibowli', radiusKm: 3 },
      { city: 'Hyderabad', locality: 'Kondapur' },
    ]) {
      const listed = await search(t.app, { ...filters, limit: 50 });
      const mapped = await pins(filters);
      expect(idsOf(mapped), JSON.stringify(filters)).toEqual(
        listed.properties.map((p) => p.id).sort(),
      );
      expect(mapped.total).toBe(listed.total);
    }
  });

  it('gives each pin its price and listing type', async () => {
    const { pins: rows } = await pins({
      city: 'Hyderabad',
      sort: 'price-asc',
      listingType: 'rent',
    });
    expect(rows.map(([id, , , price, type]) => [id, price, type])).toEqual([
      [made.flat!.id, 20_000, 'rent'],
      [made.villa!.id, 45_000, 'rent'],
    ]);
    const sale = await pins({ city: 'Hyderabad', listingType: 'sale' });
    expect(sale.pins[0]!.slice(3)).toEqual([11_500_000, 'sale']);
  });

  it('places every pin at the approximate public point, never the exact one, for anyone', async () => {
    const publicView = await search(t.app, { city: 'Hyderabad' });
    for (const caller of [null, tenant, owner]) {
      const { pins: rows } = await pins({ city: 'Hyderabad' }, caller);
      for (const [id, lat, lng] of rows) {
        const exact = (Object.values(made).find((p) => p.id === id) as Property).location!;
        expect({ lat, lng }).not.toEqual(exact);
        // The very point the public list shows, so the pin and the card agree.
        expect({ lat, lng }).toEqual(publicView.properties.find((p) => p.id === id)!.location);
      }
    }
  });

  it(`stops at ${CAP} pins and says so, with the total of every match`, async () => {
    const capped = await pins({ city: 'Guntur' });
    expect(capped.pins).toHaveLength(CAP);
    expect(capped).toMatchObject({ total: CAP + 5, totalIsLowerBound: false, capped: true });
    // A list's limit and cursor mean nothing here: refused by name (decision 050), not ignored.
    const narrow = await searchRaw(t.app, { city: 'Guntur', limit: 5, cursor: 'x' }, null, PINS);
    expect(narrow.statusCode).toBe(400);
    expect(Object.keys(narrow.json<{ error: { fields: object } }>().error.fields).sort()).toEqual([
      'cursor',
      'limit',
    ]);
  });

  it('refuses what the search refuses', async () => {
    const bad = await searchRaw(t.app, { listingType: 'lease' }, null, PINS);
    expect(bad.statusCode).toBe(400);
    const noCity = await searchRaw(t.app, { near: 'Gachibowli' }, null, PINS);
    expect(noCity.statusCode).toBe(400);
    const saved = await searchRaw(t.app, { savedLocationId: 'somewhere' }, null, PINS);
    expect(saved.statusCode).toBe(401);
    const unknown = await searchRaw(t.app, { savedLocationId: 'somewhere' }, tenant, PINS);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an unknown city with no pins rather than an error', async () => {
    expect(await pins({ city: 'Atlantis' })).toEqual({
      pins: [],
      total: 0,
      totalIsLowerBound: false,
      capped: false,
    });
  });
});
