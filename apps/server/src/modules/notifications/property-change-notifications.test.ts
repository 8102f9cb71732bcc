import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyInput, PropertyStatus, Role } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';
import { nowIso } from '../../db/dialect';

const t = useTestApp({ listen: true });
let owner: TestUser;
let admin: TestUser;
/** Interested in every listing below: two tenants, and one of each other role. */
let interested: Record<'tenantA' | 'tenantB' | 'owner' | 'provider' | 'admin', TestUser>;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  admin = await makeUser(t.app, 'admin');
  interested = {
    tenantA: await makeUser(t.app, 'tenant'),
    tenantB: await makeUser(t.app, 'tenant'),
    owner: await makeUser(t.app, 'owner'),
    provider: await makeUser(t.app, 'service-provider'),
    admin: await makeUser(t.app, 'admin'),
  };
});

const tenants = () => [interested.tenantA.id, interested.tenantB.id].sort();

/** A listing of `owner` that everyone in `interested` has said they are interested in. */
async function watchedListing(overrides: Partial<PropertyInput> = {}): Promise<Property> {
  const p = await makeProperty(t.app, owner, { title: 'Sunrise 2 BHK', ...overrides });
  for (const user of Object.values(interested)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${p.id}/interest`,
      headers: as(user),
    });
    expect(res.json()).toMatchObject({ added: true });
  }
  return p;
}
const setStatus = (p: Property, status: PropertyStatus, by: TestUser = owner) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/properties/${p.id}/status`,
    headers: as(by),
    payload: { status },
  });
const edit = (p: Property, patch: Record<string, unknown>, by: TestUser = owner) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/properties/${p.id}`,
    headers: as(by),
    payload: patch,
  });
const notificationsOf = (propertyId: string) =>
  t.app.db
    .selectFrom('notifications')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .orderBy('userId')
    .execute();
const recipients = async (propertyId: string) =>
  (await notificationsOf(propertyId)).map((n) => n.userId).sort();

describe('status changes tell interested tenants, and only tenants', () => {
  it.each([
    ['available', 'vacant', 'property_available'],
    ['inactive', 'vacant', 'property_available'],
    ['rented', 'available', 'relisted'],
    ['inactive', 'available', 'relisted'],
    ['available', 'rented', 'statusChange'],
    ['vacant', 'available', 'statusChange'],
    ['available', 'inactive', 'statusChange'],
  ] as [PropertyStatus, PropertyStatus, string][])(
    '%s → %s gives each tenant one %s notification',
    async (from, to, type) => {
      const p = await watchedListing();
      if (from !== 'available') expect((await setStatus(p, from)).statusCode).toBe(200);
      await t.app.db.deleteFrom('notifications').where('propertyId', '=', p.id).execute();

      expect((await setStatus(p, to)).statusCode).toBe(200);
      const rows = await notificationsOf(p.id);
      expect(rows.map((n) => n.userId).sort()).toEqual(tenants());
      for (const n of rows) {
        expect(n.type).toBe(type);
        expect(JSON.parse(n.data)).toMatchObject({
          propertyTitle: 'Sunrise 2 BHK',
          oldStatus: from,
          newStatus: to,
        });
        expect(Boolean(n.read)).toBe(false);
        expect(n.message).toContain('Sunrise 2 BHK');
      }
    },
  );

  it('relists a sold sale listing', async () => {
    const p = await watchedListing({ listingType: 'sale', rent: null, salePrice: 4_500_000 });
    await setStatus(p, 'sold');
    await t.app.db.deleteFrom('notifications').where('propertyId', '=', p.id).execute();
    await setStatus(p, 'available');
    expect((await notificationsOf(p.id)).map((n) => n.type)).toEqual(['relisted', 'relisted']);
  });

  it('says nothing when the status is set to what it already was', async () => {
    const p = await watchedListing();
    expect((await setStatus(p, 'available')).statusCode).toBe(200);
    expect(await notificationsOf(p.id)).toEqual([]);
  });

  it('says nothing when the change is refused', async () => {
    const p = await watchedListing();
    expect((await setStatus(p, 'vacant', interested.owner)).statusCode).toBe(403);
    expect((await setStatus(p, 'sold')).statusCode).toBe(400);
    expect(await notificationsOf(p.id)).toEqual([]);
  });

  it('also tells them when an admin changes the listing', async () => {
    const p = await watchedListing();
    expect((await setStatus(p, 'vacant', admin)).statusCode).toBe(200);
    expect(await recipients(p.id)).toEqual(tenants());
  });

  it('reaches nobody when no tenant is interested', async () => {
    const p = await makeProperty(t.app, owner);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${p.id}/interest`,
      headers: as(interested.provider),
    });
    await setStatus(p, 'vacant');
    expect(await notificationsOf(p.id)).toEqual([]);
  });
});

describe('edits of a listing', () => {
  it('a new rent gives each tenant one priceChange with the old and new price', async () => {
    const p = await watchedListing({ rent: 12_000 });
    expect((await edit(p, { rent: 10_500 })).statusCode).toBe(200);
    const rows = await notificationsOf(p.id);
    expect(rows.map((n) => n.userId).sort()).toEqual(tenants());
    for (const n of rows) {
      expect(n.type).toBe('priceChange');
      expect(JSON.parse(n.data)).toMatchObject({
        propertyTitle: 'Sunrise 2 BHK',
        listingType: 'rent',
        oldPrice: 12_000,
        newPrice: 10_500,
      });
      expect(n.message).toBe('The price of "Sunrise 2 BHK" changed from ₹12,000 to ₹10,500.');
    }
  });

  it('a new sale price gives a priceChange', async () => {
    const p = await watchedListing({ listingType: 'sale', rent: null, salePrice: 4_500_000 });
    await edit(p, { salePrice: 4_200_000 });
    const rows = await notificationsOf(p.id);
    expect(rows.map((n) => [n.type, JSON.parse(n.data).newPrice])).toEqual([
      ['priceChange', 4_200_000],
      ['priceChange', 4_200_000],
    ]);
  });

  it('a status and price changed together give one notification per tenant', async () => {
    const p = await watchedListing({ rent: 12_000 });
    await edit(p, { status: 'vacant', rent: 11_000 });
    const rows = await notificationsOf(p.id);
    expect(rows.map((n) => n.userId).sort()).toEqual(tenants());
    expect(rows.map((n) => n.type)).toEqual(['property_available', 'property_available']);
    expect(JSON.parse(rows[0]?.data ?? '{}')).toMatchObject({ oldPrice: 12_000, newPrice: 11_000 });
  });

  it('a status set through the edit form counts like the switch', async () => {
    const p = await watchedListing();
    await edit(p, { status: 'rented' });
    expect((await notificationsOf(p.id)).map((n) => n.type)).toEqual([
      'statusChange',
      'statusChange',
    ]);
  });

  it('other edits, and refused ones, tell nobody', async () => {
    const p = await watchedListing({ rent: 12_000 });
    expect((await edit(p, { title: 'Renamed', description: 'Freshly painted' })).statusCode).toBe(
      200,
    );
    expect((await edit(p, { rent: 12_000 })).statusCode).toBe(200);
    expect((await edit(p, { rent: -5 })).statusCode).toBe(400);
    expect((await edit(p, { rent: 9_000 }, interested.owner)).statusCode).toBe(403);
    expect(await notificationsOf(p.id)).toEqual([]);
  });
});

describe('many interested tenants', () => {
  it('stores one notification each, in batches', async () => {
    const p = await makeProperty(t.app, owner);
    const ctx = await t.app.auth.$context;
    const ids: string[] = [];
    for (let i = 0; i < 520; i++) {
      const user = await ctx.internalAdapter.createUser(
        {
          email: `crowd-${i}-${p.id.slice(0, 6).toLowerCase()}@example.in`,
          name: `Crowd ${i}`,
          emailVerified: true,
          firstName: 'Crowd',
          lastName: String(i),
          userType: 'tenant',
        },
        { method: 'admin' },
      );
      ids.push(user.id);
    }
    const createdAt = nowIso();
    for (let i = 0; i < ids.length; i += 100)
      await t.app.db
        .insertInto('property_interests')
        .values(ids.slice(i, i + 100).map((userId) => ({ propertyId: p.id, userId, createdAt })))
        .execute();

    expect((await setStatus(p, 'vacant')).statusCode).toBe(200);
    expect(await recipients(p.id)).toEqual([...ids].sort());
  }, 60_000);
});

describe('realtime', () => {
  it('reaches interested tenants after the change, and no other role', async () => {
    const p = await watchedListing();
    const sockets = Object.fromEntries(
      Object.entries(interested).map(([k, u]) => [k, openSocket(t.url, { cookie: u.cookie })]),
    );
    await Promise.all(Object.values(sockets).map(connected));
    const others = (['owner', 'provider', 'admin'] as const).map((k) => collect(sockets[k]!));
    const toA = nextEvent(sockets.tenantA!, 'notification.created');
    const toB = nextEvent(sockets.tenantB!, 'notification.created');

    await setStatus(p, 'vacant');
    const [a, b] = await Promise.all([toA, toB]);
    expect(a.payload).toMatchObject({
      notification: { userId: interested.tenantA.id, propertyId: p.id, type: 'property_available' },
    });
    expect(b.payload).toMatchObject({ notification: { userId: interested.tenantB.id } });
    const stored = await notificationsOf(p.id);
    expect(stored.map((n) => n.id)).toContain(
      (a.payload as { notification: { id: string } }).notification.id,
    );
    await sleep(100);
    for (const heard of others)
      expect(heard.filter((e) => e.name === 'notification.created')).toEqual([]);
  });

  it('the tenants see it in their list with its unread count', async () => {
    const p = await watchedListing();
    await setStatus(p, 'vacant');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=50',
      headers: as(interested.tenantA),
    });
    const mine = res.json<{ notifications: { propertyId: string; type: string }[] }>();
    expect(mine.notifications.filter((n) => n.propertyId === p.id)).toMatchObject([
      { type: 'property_available' },
    ]);
    const providers = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: as(interested.provider),
    });
    expect(providers.json()).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
  });
});

describe('other roles', () => {
  const NOT_TOLD: Role[] = ['owner', 'service-provider', 'admin'];
  const interestedAs = (role: Role) =>
    role === 'owner' ? interested.owner : role === 'admin' ? interested.admin : interested.provider;

  it.each(NOT_TOLD)('an interested %s gets no property notification', async (role) => {
    const p = await makeProperty(t.app, owner);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${p.id}/interest`,
      headers: as(interestedAs(role)),
    });
    await setStatus(p, 'vacant');
    await edit(p, { rent: 9_999 });
    expect(await notificationsOf(p.id)).toEqual([]);
  });
});
