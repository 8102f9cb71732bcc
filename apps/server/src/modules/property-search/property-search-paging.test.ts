import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertySearchResult, PropertySort } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { idsOf, listing, search, searchRaw } from '../../../test/property-search';

const t = useTestApp();
let owner: TestUser;
const LOCALITIES = ['Gachibowli', 'Madhapur', 'Kondapur', 'Miyapur', 'Ameerpet'];
const RENTS = [10_000, 12_000, 15_000];

beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  const made = [];
  for (let i = 0; i < 22; i += 1)
    made.push(
      await listing(t.app, owner, LOCALITIES[i % LOCALITIES.length]!, {
        rent: RENTS[i % RENTS.length]!,
        title: `Flat ${i}`,
      }),
    );
  // Listings made in the same millisecond are normal under load: the id must break the tie.
  await t.app.db
    .updateTable('properties')
    .set({ createdAt: '2026-01-01T10:00:00.000Z' })
    .where(
      'id',
      'in',
      made.slice(0, 6).map((p) => p.id),
    )
    .execute();
});

const BASE = { city: 'Hyderabad', listingType: 'rent', limit: 4 } as const;

/** Walks every page, adding listings that sort before, between and after the pages read. */
async function walk(sort: PropertySort, extra: Record<string, string | number> = {}) {
  const params = { ...BASE, sort, ...extra };
  const first = await search(t.app, params);
  const seen = idsOf(first);
  let cursor = first.nextCursor;
  let pages = 1;
  while (cursor) {
    await listing(t.app, owner, 'Gachibowli', { rent: 11_000, title: 'Arrived while paging' });
    await listing(t.app, owner, 'Madhapur', { rent: 50_000, title: 'Arrived while paging' });
    await listing(t.app, owner, 'Kondapur', { rent: 5_000, title: 'Arrived while paging' });
    const page: PropertySearchResult = await search(t.app, { ...params, cursor });
    expect(page.asOf).toBe(first.asOf);
    expect(page.total).toBe(first.total);
    expect(page.properties.length).toBeLessThanOrEqual(4);
    seen.push(...idsOf(page));
    cursor = page.nextCursor;
    pages += 1;
  }
  return { first, seen, pages };
}

describe('keyset paging', () => {
  it.each<[PropertySort, Record<string, string | number>]>([
    ['newest', {}],
    ['price-asc', {}],
    ['price-desc', {}],
    ['distance', { near: 'Gachibowli', radiusKm: 30 }],
  ])('walks every %s page with no repeat and no gap while listings arrive', async (sort, extra) => {
    // What matched when the first page was read is exactly what the walk must return.
    const before = await t.app.db
      .selectFrom('properties')
      .select('id')
      .where('city', '=', 'Hyderabad')
      .where('status', 'in', ['available', 'vacant'])
      .execute();
    const { first, seen, pages } = await walk(sort, extra);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(before.map((r) => r.id).sort());
    expect(first.total).toBe(before.length);
    expect(pages).toBe(Math.ceil(before.length / 4));
  });

  it('keeps each sort order across pages', async () => {
    const params = { ...BASE, sort: 'price-asc', limit: 5 };
    const rents: number[] = [];
    let cursor: string | null = null;
    do {
      const page: PropertySearchResult = await search(t.app, {
        ...params,
        ...(cursor ? { cursor } : {}),
      });
      rents.push(...page.properties.map((p) => p.rent!));
      cursor = page.nextCursor;
    } while (cursor);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
  });

  it('refuses a made-up, cut-short or other-sort cursor with 400', async () => {
    const first = await search(t.app, { ...BASE, sort: 'newest' });
    const valid = first.nextCursor!;
    const made = Buffer.from(JSON.stringify({ s: 'newest', v: 1, i: 'x' })).toString('base64url');
    for (const [cursor, sort] of [
      ['not a cursor', 'newest'],
      [valid.slice(0, 10), 'newest'],
      [made, 'newest'],
      [valid, 'price-asc'],
    ] as const) {
      const res = await searchRaw(t.app, { ...BASE, sort, cursor });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('cursor');
    }
  });
});

describe('GET /api/properties/search/new-count', () => {
  it('counts matching listings created after the first page was read', async () => {
    const first = await search(t.app, { city: 'Hyderabad', minPrice: 40_000 });
    const count = async (params: Record<string, string | number>) => {
      const res = await searchRaw(t.app, params, null, '/api/properties/search/new-count');
      expect(res.statusCode).toBe(200);
      return res.json<{ count: number }>().count;
    };
    expect(await count({ city: 'Hyderabad', minPrice: 40_000, since: first.asOf })).toBe(0);
    await listing(t.app, owner, 'Miyapur', { rent: 45_000 });
    await listing(t.app, owner, 'Miyapur', { rent: 9_000 });
    await makeProperty(t.app, owner, { rent: 45_000 });
    expect(await count({ city: 'Hyderabad', minPrice: 40_000, since: first.asOf })).toBe(1);
    expect(await count({ minPrice: 40_000, since: first.asOf })).toBe(2);
    expect(await count({ city: 'Atlantis', since: first.asOf })).toBe(0);
  });

  it('needs a valid since', async () => {
    for (const params of [{ city: 'Hyderabad' }, { since: 'yesterday' }]) {
      const res = await searchRaw(t.app, params, null, '/api/properties/search/new-count');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('since');
    }
  });
});
