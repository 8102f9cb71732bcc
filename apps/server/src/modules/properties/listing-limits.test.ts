import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerPropertyList, Property } from '@nivaas/shared';
import { ownerPropertyListSchema } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { minimalListing, makeProperty } from '../../../test/properties';

/**
 * LISTING_CREATE_LIMIT_PER_HOUR: new listings per person per hour; and the owner's list a page
 * at a time (GET /api/owner/properties).
 */
const t = useTestApp({ env: { LISTING_CREATE_LIMIT_PER_HOUR: '2' } });
let owner: TestUser;
let otherOwner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  otherOwner = await makeUser(t.app, 'owner');
});

const create = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/properties', headers: as(user), payload });

const mine = async (user: TestUser, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/owner/properties${query}`,
    headers: as(user),
  });
  expect(res.statusCode).toBe(200);
  return ownerPropertyListSchema.parse(res.json<OwnerPropertyList>());
};

describe('the listing limit', () => {
  it('answers 429 past the limit, stores nothing more, and leaves other owners alone', async () => {
    const flooder = await makeUser(t.app, 'owner');
    // A refused body costs nothing of the allowance.
    expect((await create(flooder, { rent: -1 })).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await create(flooder, { ...minimalListing(), title: `L${i}` })).statusCode);
    expect(statuses).toEqual([201, 201, 429, 429]);
    const rows = await t.app.db
      .selectFrom('properties')
      .select('id')
      .where('ownerId', '=', flooder.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect((await create(otherOwner, minimalListing())).statusCode).toBe(201);
  });
});

describe('GET /api/owner/properties, a page at a time', () => {
  it('pages 45 listings newest first, 20 by default, each once, with figures over all', async () => {
    const made: Property[] = [await makeProperty(t.app, owner, { title: 'Template' })];
    const template = await t.app.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', made[0]!.id)
      .executeTakeFirstOrThrow();
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    // Two share each second: the id must break the tie.
    const rows = Array.from({ length: 44 }, (_, i) => ({
      ...template,
      salePrice: template.salePrice === null ? null : Number(template.salePrice),
      id: newId(),
      title: `Flat ${i}`,
      status: i % 4 === 0 ? ('inactive' as const) : ('available' as const),
      viewCount: 2,
      interestedCount: 1,
      createdAt: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
      updatedAt: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
    }));
    await t.app.db.insertInto('properties').values(rows).execute();
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: OwnerPropertyList = await mine(
        owner,
        cursor ? `?cursor=${encodeURIComponent(cursor)}` : '',
      );
      expect(page.summary).toEqual({ listings: 45, open: 34, interested: 44, views: 88 });
      sizes.push(page.properties.length);
      seen.push(...page.properties.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    // In the database's own order (its collation breaks the ties), each listing once.
    const all = await t.app.db
      .selectFrom('properties')
      .select('id')
      .where('ownerId', '=', owner.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(seen).toEqual(all.map((r) => r.id));
    expect(new Set(seen).size).toBe(45);
    expect((await mine(otherOwner)).properties.every((p) => p.ownerId === otherOwner.id)).toBe(
      true,
    );
  });

  it('refuses a cursor it did not make and a limit over 50', async () => {
    for (const query of ['?cursor=not-ours', '?limit=51']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/owner/properties${query}`,
        headers: as(owner),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
