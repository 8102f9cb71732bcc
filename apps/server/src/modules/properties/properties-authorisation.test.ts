import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty, minimalListing } from '../../../test/properties';

const t = useTestApp();
let who: Record<Caller, TestUser | null>;
beforeAll(async () => {
  who = {
    anonymous: null,
    ...(await makeUsers(t.app, {
      'owner of the record': 'owner',
      'another owner': 'owner',
      tenant: 'tenant',
      'service-provider': 'service-provider',
      admin: 'admin',
      [ADMIN_WITHOUT_SECOND_FACTOR]: ADMIN_WITHOUT_SECOND_FACTOR,
    })),
  };
});

type Caller =
  | 'anonymous'
  | 'owner of the record'
  | 'another owner'
  | 'tenant'
  | 'service-provider'
  | 'admin'
  | typeof ADMIN_WITHOUT_SECOND_FACTOR;
const NOT_YOURS = 'Permission denied. You can only update your own properties.';

const recordOwner = () => who['owner of the record'] as TestUser;
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(who[caller]), ...(payload ? { payload } : {}) });
const row = (id: string) =>
  t.app.db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
const audits = (id: string) =>
  t.app.db.selectFrom('audit_log').selectAll().where('targetId', '=', id).execute();

/** What each caller gets from a route that changes someone's listing. */
const CHANGE_MATRIX: [Caller, number][] = [
  ['anonymous', 401],
  ['another owner', 403],
  ['tenant', 403],
  ['service-provider', 403],
  ['owner of the record', 200],
  ['admin', 200],
  [ADMIN_WITHOUT_SECOND_FACTOR, 403],
];

describe('POST /api/properties', () => {
  it.each([
    ['anonymous', 401],
    ['owner of the record', 201],
    ['tenant', 403],
    ['service-provider', 403],
    ['admin', 201],
    [ADMIN_WITHOUT_SECOND_FACTOR, 403],
  ] as [Caller, number][])('%s → %i', async (caller, status) => {
    const title = `Listing by ${caller}`;
    const res = await send('POST', '/api/properties', caller, { ...minimalListing(), title });
    expect(res.statusCode).toBe(status);
    const stored = await t.app.db
      .selectFrom('properties')
      .select(['ownerId'])
      .where('title', '=', title)
      .execute();
    if (status === 201) {
      expect(stored).toEqual([{ ownerId: who[caller]?.id }]);
    } else {
      expect(stored).toEqual([]);
      if (status === 401)
        expect(res.json().error.message).toBe('User must be logged in to add properties');
    }
  });

  it('answers 401 to a signed-out caller before looking at the body', async () => {
    const res = await send('POST', '/api/properties', 'anonymous', { rent: -1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/properties/:id', () => {
  it.each([
    ['anonymous', 401, 401],
    ['another owner', 200, 404],
    ['tenant', 200, 404],
    ['service-provider', 200, 404],
    ['owner of the record', 200, 200],
    ['admin', 200, 200],
    [ADMIN_WITHOUT_SECOND_FACTOR, 200, 404],
  ] as [Caller, number, number][])(
    '%s → %i for an open listing, %i for an inactive one',
    async (caller, open, inactive) => {
      const p = await makeProperty(t.app, recordOwner());
      expect((await send('GET', `/api/properties/${p.id}`, caller)).statusCode).toBe(open);
      await send('PATCH', `/api/properties/${p.id}/status`, 'owner of the record', {
        status: 'inactive',
      });
      const res = await send('GET', `/api/properties/${p.id}`, caller);
      expect(res.statusCode).toBe(inactive);
      if (inactive === 404) expect(res.json().error.message).toBe('Property not found.');
    },
  );
});

describe('PATCH /api/properties/:id', () => {
  it.each(CHANGE_MATRIX)('%s → %i', async (caller, status) => {
    const p = await makeProperty(t.app, recordOwner());
    const before = await row(p.id);
    const res = await send('PATCH', `/api/properties/${p.id}`, caller, { title: 'Edited' });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json<Property>()).toMatchObject({ title: 'Edited', ownerId: recordOwner().id });
    } else {
      expect(await row(p.id)).toEqual(before);
      if (status === 403)
        expect(res.json().error).toEqual({
          code: 'permission-denied',
          reason: 'property.not-owner',
          message: NOT_YOURS,
        });
    }
    // Admins acting on someone else's listing are on the record.
    expect((await audits(p.id)).map((a) => [a.action, a.actorId])).toEqual(
      caller === 'admin' ? [['property.update', who.admin?.id]] : [],
    );
  });

  it("refuses another person's listing before reading the body (403, not 400)", async () => {
    const p = await makeProperty(t.app, recordOwner());
    const res = await send('PATCH', `/api/properties/${p.id}`, 'another owner', {
      rent: -1,
      bedrooms: 99,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(NOT_YOURS);
  });

  it('refuses a cookie-carrying request from a foreign origin', async () => {
    const p = await makeProperty(t.app, recordOwner());
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${p.id}`,
      headers: { origin: 'https://evil.example', cookie: recordOwner().cookie },
      payload: { title: 'Evil' },
    });
    expect(res.statusCode).toBe(403);
    expect((await row(p.id))?.title).toBe(p.title);
  });
});

describe('PATCH /api/properties/:id/status', () => {
  it.each(CHANGE_MATRIX)('%s → %i', async (caller, status) => {
    const p = await makeProperty(t.app, recordOwner());
    const res = await send('PATCH', `/api/properties/${p.id}/status`, caller, { status: 'rented' });
    expect(res.statusCode).toBe(status);
    expect((await row(p.id))?.status).toBe(status === 200 ? 'rented' : 'available');
    if (status === 403) expect(res.json().error.message).toBe(NOT_YOURS);
    expect((await audits(p.id)).map((a) => a.action)).toEqual(
      caller === 'admin' ? ['property.status'] : [],
    );
  });
});

describe('DELETE /api/properties/:id', () => {
  it.each(CHANGE_MATRIX.map(([c, s]) => [c, s === 200 ? 204 : s] as [Caller, number]))(
    '%s → %i',
    async (caller, status) => {
      const p = await makeProperty(t.app, recordOwner(), { amenities: ['Lift'] });
      const res = await send('DELETE', `/api/properties/${p.id}`, caller);
      expect(res.statusCode).toBe(status);
      expect(Boolean(await row(p.id))).toBe(status !== 204);
      if (status === 403) expect(res.json().error.message).toBe(NOT_YOURS);
      expect((await audits(p.id)).map((a) => a.action)).toEqual(
        caller === 'admin' ? ['property.delete'] : [],
      );
    },
  );
});

describe('GET /api/owner/properties', () => {
  it.each([
    ['anonymous', 401],
    ['tenant', 403],
    ['service-provider', 403],
    ['owner of the record', 200],
    ['another owner', 200],
    ['admin', 200],
    [ADMIN_WITHOUT_SECOND_FACTOR, 403],
  ] as [Caller, number][])('%s → %i, and only ever their own listings', async (caller, status) => {
    await makeProperty(t.app, recordOwner());
    const res = await send('GET', '/api/owner/properties', caller);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      const owners = new Set(
        res.json<{ properties: Property[] }>().properties.map((p) => p.ownerId),
      );
      expect([...owners].every((id) => id === who[caller]?.id)).toBe(true);
      if (caller === 'owner of the record') expect(owners.size).toBe(1);
    }
  });
});
