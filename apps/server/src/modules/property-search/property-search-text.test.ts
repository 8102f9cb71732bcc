import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { propertySearchQuerySchema } from '@nivaas/shared';
import { listing, search } from '../../../test/property-search';
import { resolveCriteria } from './search-criteria';
import { countMatches, findPage } from './property-search.repository';
import { likeAgreesWithTrigrams } from './search-text';

const t = useTestApp();
let owner: TestUser;
const made: Record<string, Property> = {};
const find = async (q: string) => (await search(t.app, { q })).properties.map((p) => p.id).sort();
const ids = (...names: string[]) => names.map((n) => made[n]!.id).sort();

beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  made.hindi = await listing(t.app, owner, 'Gachibowli', {
    title: 'मेट्रो के पास 2 BHK फ़्लैट',
    description: 'बालकनी और पार्किंग के साथ, Café downstairs',
  });
  made.loft = await listing(t.app, owner, 'Madhapur', {
    title: 'Xq loft above the lake',
    description: 'Rent ₹ negotiable; the owner will say "yes" to pets',
  });
  made.plain = await listing(t.app, owner, 'Kondapur', {
    title: 'Plain flat',
    description: 'Ready to move in.',
  });
});

describe('GET /api/properties/search free text', () => {
  it('finds Hindi and mixed-script text as a substring', async () => {
    expect(await find('मेट्रो')).toEqual(ids('hindi'));
    expect(await find('बालकनी और')).toEqual(ids('hindi'));
    expect(await find('bhk फ़्लैट')).toEqual(ids('hindi'));
    expect(await find('Café')).toEqual(ids('hindi'));
    expect(await find('मेट्रो स्टेशन')).toEqual([]);
  });

  it('matches one- and two-character text too, ignoring ASCII case', async () => {
    expect(await find('xq')).toEqual(ids('loft'));
    expect(await find('XQ')).toEqual(ids('loft'));
    expect(await find('₹')).toEqual(ids('loft'));
    // Two code points of Devanagari (a consonant and its vowel sign).
    expect(await find('के')).toEqual(ids('hindi'));
    expect(await find('qx')).toEqual([]);
  });

  it('takes quotes and search operators in the text literally', async () => {
    expect(await find('say "yes"')).toEqual(ids('loft'));
    expect(await find('"yes')).toEqual(ids('loft'));
    expect(await find('loft OR flat')).toEqual([]);
    expect(await find('lo*')).toEqual([]);
    expect(await find('NEAR(loft lake)')).toEqual([]);
  });

  it('follows a listing whose text is edited, and forgets one that is deleted', async () => {
    const edited = await listing(t.app, owner, 'Ameerpet', { title: 'Zircon villa' });
    expect(await find('zircon')).toEqual([edited.id]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${edited.id}`,
      headers: as(owner),
      payload: { title: 'Quartz villa' },
    });
    expect(patch.statusCode).toBe(200);
    expect(await find('zircon')).toEqual([]);
    expect(await find('quartz')).toEqual([edited.id]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${edited.id}`,
      headers: as(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect(await find('quartz')).toEqual([]);
    // The index is still whole after the delete: other listings are found as before.
    expect(await find('plain flat')).toEqual(ids('plain'));
  });
});

describe('the plan of a free-text search (SQLite: how common the text is)', () => {
  const plans = ['few', 'many', undefined] as const;
  const matchesBy = async (q: string, plan: (typeof plans)[number]) => {
    const { criteria } = await resolveCriteria(t.app, propertySearchQuerySchema.parse({ q }), () =>
      Promise.resolve(null),
    );
    const c = { ...criteria!, textMatches: plan };
    const asOf = new Date(Date.now() + 60_000).toISOString();
    const { db, info } = t.app.database;
    const rows = await findPage(db, info.engine, c, {
      sort: 'newest',
      asOf,
      after: null,
      limit: 50,
    });
    const count = await countMatches(db, info.engine, c, { asOf });
    return { ids: rows.map((r) => r.id).sort(), count };
  };

  it('never changes which listings match, whichever way the text is looked up', async () => {
    for (const q of ['plain', 'READY TO', 'loft above', 'मेट्रो', 'café', 'say "yes"', 'zz9']) {
      const [few, many, unprobed] = await Promise.all(plans.map((plan) => matchesBy(q, plan)));
      expect(many, q).toEqual(few);
      expect(unprobed, q).toEqual(few);
    }
    expect((await matchesBy('READY TO', 'many')).ids).toEqual(ids('plain'));
    expect((await matchesBy('CAFÉ', 'many')).ids).toEqual(ids('hindi'));
  });

  it('matches row by row only where LIKE folds case as the trigram index does', () => {
    expect(likeAgreesWithTrigrams('Metro Station')).toBe(true);
    expect(likeAgreesWithTrigrams('मेट्रो के पास')).toBe(true);
    expect(likeAgreesWithTrigrams('Café')).toBe(false);
  });
});
