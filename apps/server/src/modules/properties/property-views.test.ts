import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';

const t = useTestApp();
let owner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
});

const open = (id: string, user: TestUser | null) =>
  t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: as(user) });
const storedViews = async (id: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('properties')
        .select('viewCount')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).viewCount,
  );

describe('view count of a listing', () => {
  it.each(['tenant', 'owner', 'service-provider', 'admin'] as const)(
    'counts a signed-in %s who is not the owner once a day, however often they reload',
    async (role) => {
      const p = await makeProperty(t.app, owner);
      const viewer = await makeUser(t.app, role);
      const first = await open(p.id, viewer);
      expect(first.json<Property>().viewCount).toBe(1);
      const second = await open(p.id, viewer);
      expect(second.json<Property>().viewCount).toBe(1);
      const other = await makeUser(t.app, 'tenant');
      expect((await open(p.id, other)).json<Property>().viewCount).toBe(2);
      expect(await storedViews(p.id)).toBe(2);
    },
  );

  it("does not count the owner's own openings", async () => {
    const p = await makeProperty(t.app, owner);
    const res = await open(p.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<Property>().viewCount).toBe(0);
    expect(await storedViews(p.id)).toBe(0);
  });

  it('does not count a refused opening (signed out, or a hidden listing)', async () => {
    const p = await makeProperty(t.app, owner, { status: 'inactive' });
    const tenant = await makeUser(t.app, 'tenant');
    expect((await open(p.id, null)).statusCode).toBe(401);
    expect((await open(p.id, tenant)).statusCode).toBe(404);
    expect(await storedViews(p.id)).toBe(0);
  });

  it('shows the owner the count others made', async () => {
    const p = await makeProperty(t.app, owner);
    for (let i = 0; i < 3; i += 1) await open(p.id, await makeUser(t.app, 'tenant'));
    expect((await open(p.id, owner)).json<Property>().viewCount).toBe(3);
  });
});
