import { describe, expect, it } from 'vitest';
import type { PropertySearchQuery, PropertySearchResult } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { makeUser } from '../../../test/accounts';
import { createSearchCache } from './search-cache';
import { listing, search } from './search-test-support';

const t = useTestApp({ env: { SEARCH_CACHE_MS: '60000' } });

describe('anonymous searches reuse their answer for SEARCH_CACHE_MS', () => {
  it('a visitor sees a new listing only after the reuse; a signed-in person at once', async () => {
    const owner = await makeUser(t.app, 'owner');
    await listing(t.app, owner, 'Madhapur', { title: 'First flat' });
    const before = await search(t.app, { city: 'Hyderabad' });
    expect(before.total).toBe(1);

    await listing(t.app, owner, 'Madhapur', { title: 'Second flat' });
    const visitor = await search(t.app, { city: 'Hyderabad' });
    expect(visitor).toEqual(before);
    const seeker = await makeUser(t.app, 'tenant');
    expect((await search(t.app, { city: 'Hyderabad' }, seeker)).total).toBe(2);
    // Another search is another answer.
    expect((await search(t.app, { city: 'Hyderabad', q: 'second' })).total).toBe(1);
  });
});

describe('createSearchCache', () => {
  const query = { city: 'Pune' } as PropertySearchQuery;
  const answer = (total: number) => ({ total }) as PropertySearchResult;

  it('queries again once the answer is older than the time given', async () => {
    let clock = 0;
    const cached = createSearchCache(1000, () => clock);
    let calls = 0;
    const run = () => cached(query, async () => answer(++calls));
    expect((await run()).total).toBe(1);
    clock = 999;
    expect((await run()).total).toBe(1);
    clock = 1000;
    expect((await run()).total).toBe(2);
  });

  it('shares one query between concurrent misses and never keeps a failure', async () => {
    const cached = createSearchCache(1000, () => 0);
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
