import { beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@nivaas/shared';
import { makeUser, type TestUser } from '../../../test/accounts';
import { addReviews, addService, searchServices } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

/**
 * "Best rated" weighs how many reviews a rating stands on (decision 038), and lists the
 * services of the person's city first: their profile's city, else the city they last chose.
 */
const t = useTestApp();
let oneFiveStar: Service;
let thirtyReviews: Service;
let hyderabadPlain: Service;
let person: TestUser;

/** A service of `city` (moving, so no other file's services mix in) with `stars` as reviews. */
async function offered(city: string, stars: number[]): Promise<Service> {
  const provider = await makeUser(t.app, 'service-provider');
  const service = await addService(t, provider, {
    category: 'moving',
    subcategory: 'packing',
    serviceLocations: [{ city, subLocalities: [] }],
  });
  await addReviews(t, service, stars);
  return service;
}

const order = async (query: string, user: TestUser | null = null) =>
  (await searchServices(t, `category=moving&limit=50&${query}`, user)).items.map((s) => s.id);

beforeAll(async () => {
  oneFiveStar = await offered('bengaluru', [5]);
  // 21 fives and 9 fours: 4.7 from 30 reviews.
  thirtyReviews = await offered('pune', [
    ...Array<number>(21).fill(5),
    ...Array<number>(9).fill(4),
  ]);
  hyderabadPlain = await offered('hyderabad', [4, 4, 3]);
  person = await makeUser(t.app, 'tenant');
});

describe('services, best rated', () => {
  it('puts 4.7 from 30 reviews above a single 5-star review', async () => {
    const ids = await order('');
    expect(ids.indexOf(thirtyReviews.id)).toBeLessThan(ids.indexOf(oneFiveStar.id));
  });

  it('lists the services of the city the person chose first, and pages the same way', async () => {
    const ids = await order('near=hyderabad');
    expect(ids[0]).toBe(hyderabadPlain.id);
    expect(ids.indexOf(thirtyReviews.id)).toBeLessThan(ids.indexOf(oneFiveStar.id));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await searchServices(
        t,
        `category=moving&near=hyderabad&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(ids);
  });

  it('lists the services of a signed-in person’s profile city before the city they chose', async () => {
    const where = JSON.stringify({ country: 'India', region: 'Telangana', city: 'Hyderabad' });
    await t.app.db
      .updateTable('users')
      .set({ location: where })
      .where('id', '=', person.id)
      .execute();
    const ids = await order('near=bengaluru', person);
    expect(ids[0]).toBe(hyderabadPlain.id);
    // The profile's city is theirs: the chosen one then counts for nothing.
    expect(ids.indexOf(thirtyReviews.id)).toBeLessThan(ids.indexOf(oneFiveStar.id));
  });
});
