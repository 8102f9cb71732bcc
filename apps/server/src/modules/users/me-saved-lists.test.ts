import { beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema, type SavedLocation, type SessionUser } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';

const t = useTestApp();
let owner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
});

const me = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(user) });
  expect(res.statusCode).toBe(200);
  return sessionUserSchema.parse(res.json<SessionUser>());
};
/** Favourites are written here the way the favourites table keeps them. */
const favourite = (user: TestUser, propertyId: string, createdAt: string) =>
  t.app.db.insertInto('favorites').values({ userId: user.id, propertyId, createdAt }).execute();

describe('GET /api/me saved lists', () => {
  it('shows favourite listings as savedProperties, newest favourite first', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    const [a, b, c] = [
      await makeProperty(t.app, owner),
      await makeProperty(t.app, owner),
      await makeProperty(t.app, owner),
    ];
    expect((await me(tenant)).savedProperties).toEqual([]);
    await favourite(tenant, b.id, '2026-03-01T10:00:00.000Z');
    await favourite(tenant, a.id, '2026-03-02T10:00:00.000Z');
    await favourite(tenant, c.id, '2026-02-01T10:00:00.000Z');
    // Someone else's favourites are theirs alone.
    const other = await makeUser(t.app, 'tenant');
    await favourite(other, c.id, '2026-03-03T10:00:00.000Z');

    expect((await me(tenant)).savedProperties).toEqual([a.id, b.id, c.id]);
    expect((await me(other)).savedProperties).toEqual([c.id]);

    await t.app.db.deleteFrom('favorites').where('propertyId', '=', a.id).execute();
    expect((await me(tenant)).savedProperties).toEqual([b.id, c.id]);
  });

  it('drops a favourite whose listing is deleted', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, owner);
    await favourite(tenant, p.id, '2026-03-01T10:00:00.000Z');
    expect((await me(tenant)).savedProperties).toEqual([p.id]);
    await t.app.inject({ method: 'DELETE', url: `/api/properties/${p.id}`, headers: as(owner) });
    expect((await me(tenant)).savedProperties).toEqual([]);
  });

  it('shows the saved places as GET /api/me/saved-locations lists them', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    expect((await me(tenant)).savedLocations).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-locations',
      headers: as(tenant),
      payload: { name: 'Office', city: 'Hyderabad', sublocality: 'Madhapur' },
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json<SavedLocation>();
    expect((await me(tenant)).savedLocations).toEqual([saved]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/me/saved-locations',
      headers: as(tenant),
    });
    expect(listed.json().locations).toEqual([saved]);
    // Another person sees none of it.
    expect((await me(owner)).savedLocations).toEqual([]);
  });

  it('keeps the saved lists in the answer to a profile edit', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    const p = await makeProperty(t.app, owner);
    await favourite(tenant, p.id, '2026-03-01T10:00:00.000Z');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: as(tenant),
      payload: { bio: 'Looking near Madhapur' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionUser>().savedProperties).toEqual([p.id]);
  });
});
