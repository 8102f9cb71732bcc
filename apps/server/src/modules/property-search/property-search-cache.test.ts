import { describe, expect, it } from 'vitest';
import type { PropertySearchQuery, PropertySearchResult } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { makeUser } from '../../../test/accounts';
import { createSearchCache } from './search-cache';
import { listing, search } from '../../../test/property-search';

const t = useTestApp({ env: { SEARCH_CACHE_MS: '60000' } });

describe('search pages are reused for SEARCH_CACHE_MS', () => {
  it('a page is reused until a listing changes; another search is another page', async () => {
    const owner = await makeUser(t.app, 'owner');
    await listing(t.app, owner, 'Madhapur', { title: 'First flat' });
    const before = await search(t.app, { city: 'Hyderabad' });
    expect(before.total).toBe(1);

    // Written straight to the database, as no listing change is: the kept page is answered.
    await t.app.db.updateTable('properties').set({ title: 'Renamed behind its back' }).execute();
    expect(await search(t.app, { city: 'Hyderabad' })).toEqual(before);
    const seeker = await makeUser(t.app, 'tenant');
    expect(await search(t.app, { city: 'Hyderabad' }, seeker)).toEqual(before);
    const other = await search(t.app, { city: 'Hyderabad', sort: 'price-asc' });
    expect(other.properties[0]?.title).toBe('Renamed behind its back');

    // A listing added drops every kept page at once (decision 061).
    await listing(t.app, owner, 'Madhapur', { title: 'Second flat' });
    expect((await search(t.app, { city: 'Hyderabad' })).total).toBe(2);
  });

  it('the owner still sees the exact address of their own listing in a reused page', async () => {
    const owner = await makeUser(t.app, 'owner');
    await listing(t.app, owner, 'Kondapur', { title: 'Corner flat', address: '4-12 Lake Road' });
    const visitor = await search(t.app, { city: 'Hyderabad', q: 'corner' });
    const own = await search(t.app, { city: 'Hyderabad', q: 'corner' }, owner);
    const again = await search(t.app, { city: 'Hyderabad', q: 'corner' });
    expect(visitor.properties[0]).toMatchObject({ address: '', exactAddress: false });
    expect(own.properties[0]).toMatchObject({ address: '4-12 Lake Road', exactAddress: true });
    expect(again).toEqual(visitor);
  });
});

describe('createSearchCache', () => {
  const query = { city: 'Pune' } as PropertySearchQuery;
  const answer = (total: number) => ({ total }) as PropertySearchResult;

  it('queries again once the answer is older than the time given', async () => {
    let clock = 0;
    const cached = createSearchCache<PropertySearchResult>(1000, () => clock);
    let calls = 0;
    const run = () => cached(query, async () => answer(++calls));
    expect((await run()).total).toBe(1);
    clock = 999;
    expect((await run()).total).toBe(1);
    clock = 1000;
    expect((await run()).total).toBe(2);
  });

  it('shares one query between concurrent misses and never keeps a failure', async () => {
    const cached = createSearchCache<PropertySearchResult>(1000, () => 0);
    let calls = 0;
    const failing = () =>
      cached(query, async () => {
        calls += 1;
        throw new Error('database away');
      });
    await Promise.allSettled([failing(), failing()]);
    expect(calls).toBe(1);
    expect((await cached(query, async () => answer(7))).total).toBe(7);
  });
});
