import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { makeUser } from '../../../test/accounts';
import { newId } from '../../lib/ids';
import { COUNT_CAP } from './property-search.repository';
import { listing, search, searchRaw } from '../../../test/property-search';

const t = useTestApp();

/** More open Hyderabad listings than the count reads, plus a few in Madhapur. */
beforeAll(async () => {
  const owner = await makeUser(t.app, 'owner');
  await listing(t.app, owner, 'Madhapur', { title: 'Lake view flat' });
  await listing(t.app, owner, 'Madhapur', { title: 'Lake view studio', status: 'rented' });
  const model = await listing(t.app, owner, 'Gachibowli', { title: 'Copy flat' });
  const row = await t.app.db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', model.id)
    .executeTakeFirstOrThrow();
  // Rows straight into the table: 1,000 listings through the API would take most of a minute.
  const copies = Array.from({ length: COUNT_CAP + 5 }, () => ({
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

describe('GET /api/properties/search total', () => {
  it(`stops counting past ${COUNT_CAP} and says the total is a lower bound`, async () => {
    const first = await search(t.app, { city: 'Hyderabad' });
    expect(first.total).toBe(COUNT_CAP);
    expect(first.totalIsLowerBound).toBe(true);
    expect(first.nextCursor).not.toBeNull();

    const next = await searchRaw(t.app, { city: 'Hyderabad', cursor: first.nextCursor! });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: true });
  });

  it('counts a narrower search exactly', async () => {
    const lake = await search(t.app, { city: 'Hyderabad', q: 'lake view' });
    expect(lake).toMatchObject({ total: 1, totalIsLowerBound: false });
    const copies = await search(t.app, { q: 'copy flat', limit: 2 });
    expect(copies).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: true });
  });

  it('still counts new listings exactly for the banner', async () => {
    const res = await searchRaw(
      t.app,
      { city: 'Hyderabad', since: '2000-01-01T00:00:00.000Z' },
      null,
      '/api/properties/search/new-count',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: COUNT_CAP + 5 + 2 });
  });
});
