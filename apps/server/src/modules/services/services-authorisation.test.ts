import { beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@nivaas/shared';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUsers, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/use-test-app';
import { addService, serviceInput, uploadServiceImages } from '../../../test/services';

const t = useTestApp();

type Caller =
  | 'anonymous'
  | 'customer'
  | 'another customer'
  | 'the provider'
  | 'another provider'
  | 'owner'
  | 'admin'
  | typeof ADMIN_WITHOUT_SECOND_FACTOR;
let who: Record<Caller, TestUser | null>;
beforeAll(async () => {
  who = {
    anonymous: null,
    ...(await makeUsers(t.app, {
      customer: 'tenant',
      'another customer': 'tenant',
      'the provider': 'service-provider',
      'another provider': 'service-provider',
      owner: 'owner',
      admin: 'admin',
      [ADMIN_WITHOUT_SECOND_FACTOR]: ADMIN_WITHOUT_SECOND_FACTOR,
    })),
  };
});
const provider = () => who['the provider'] as TestUser;
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller,
  payload?: object,
) => t.app.inject({ method, url, headers: as(who[caller]), ...(payload ? { payload } : {}) });
const fresh = () =>
  addService(t, provider(), { title: 'Sofa shampooing', subcategory: 'sofa-carpet' });
const audits = (id: string) =>
  t.app.db.selectFrom('audit_log').select('action').where('targetId', '=', id).execute();

/** Reading is public: business listings carry no private data. */
const EVERYONE: [Caller, number][] = [
  ['anonymous', 200],
  ['customer', 200],
  ['another customer', 200],
  ['the provider', 200],
  ['another provider', 200],
  ['owner', 200],
  ['admin', 200],
  [ADMIN_WITHOUT_SECOND_FACTOR, 200],
];
/** Changing a service: its provider, or an admin moderating it. */
const CHANGE: [Caller, number][] = [
  ['anonymous', 401],
  ['customer', 403],
  ['another customer', 403],
  ['the provider', 200],
  ['another provider', 403],
  ['owner', 403],
  ['admin', 200],
  [ADMIN_WITHOUT_SECOND_FACTOR, 403],
];
const ok = (status: number, success: number) => (status === 200 ? success : status);

describe('GET /api/services and /api/services/:id', () => {
  let service: Service;
  beforeAll(async () => {
    service = await fresh();
  });
  it.each(EVERYONE)('%s → %i', async (caller, status) => {
    expect((await send('GET', '/api/services', caller)).statusCode).toBe(status);
    expect((await send('GET', `/api/services/${service.id}`, caller)).statusCode).toBe(status);
  });
});

describe('GET /api/services/:id of a paused service', () => {
  let service: Service;
  beforeAll(async () => {
    service = await fresh();
    await send('PATCH', `/api/services/${service.id}`, 'the provider', { status: 'paused' });
  });
  it.each([
    ['anonymous', 404],
    ['customer', 404],
    ['another customer', 404],
    ['the provider', 200],
    ['another provider', 404],
    ['owner', 404],
    ['admin', 200],
    [ADMIN_WITHOUT_SECOND_FACTOR, 404],
  ] as [Caller, number][])('%s → %i', async (caller, status) => {
    expect((await send('GET', `/api/services/${service.id}`, caller)).statusCode).toBe(status);
  });
});

describe('POST /api/services', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['another customer', 403],
    ['the provider', 201],
    ['another provider', 201],
    ['owner', 403],
    ['admin', 403],
    [ADMIN_WITHOUT_SECOND_FACTOR, 403],
  ] as [Caller, number][])('%s → %i', async (caller, status) => {
    const title = `Offer of ${caller}`;
    const res = await send('POST', '/api/services', caller, serviceInput({ title }));
    expect(res.statusCode).toBe(status);
    const stored = await t.app.db
      .selectFrom('services')
      .select('providerId')
      .where('title', '=', title)
      .execute();
    expect(stored).toEqual(status === 201 ? [{ providerId: who[caller]!.id }] : []);
  });

  it('refuses anyone but a provider before looking at the body', async () => {
    expect((await send('POST', '/api/services', 'customer', { price: 0 })).statusCode).toBe(403);
  });
});

describe('PATCH /api/services/:id', () => {
  it.each(CHANGE)('%s → %i', async (caller, status) => {
    const service = await fresh();
    const res = await send('PATCH', `/api/services/${service.id}`, caller, { price: 777 });
    expect(res.statusCode).toBe(status);
    const read = await send('GET', `/api/services/${service.id}`, 'anonymous');
    expect(read.json<Service>().price).toBe(status === 200 ? 777 : service.price);
    // An admin's change of someone else's service is on the record.
    expect((await audits(service.id)).map((a) => a.action)).toEqual(
      caller === 'admin' ? ['service.update'] : [],
    );
  });
});

describe('DELETE /api/services/:id', () => {
  it.each(CHANGE)('%s → %i', async (caller, status) => {
    const service = await fresh();
    const res = await send('DELETE', `/api/services/${service.id}`, caller);
    expect(res.statusCode).toBe(ok(status, 204));
    const read = await send('GET', `/api/services/${service.id}`, 'the provider');
    expect(read.statusCode).toBe(status === 200 ? 404 : 200);
  });
});

describe('POST and DELETE /api/services/:id/images', () => {
  it.each(CHANGE)('%s → %i', async (caller, status) => {
    const service = await fresh();
    const count = async () =>
      (await send('GET', `/api/services/${service.id}`, 'anonymous')).json<Service>().images.length;
    const added = await uploadServiceImages(t, who[caller], service.id);
    expect(added.statusCode).toBe(status);
    expect(await count()).toBe(status === 200 ? 1 : 0);
    const mine = await uploadServiceImages(t, provider(), service.id);
    const imageId = mine.json<{ images: { id: string }[] }>().images.at(-1)!.id;
    const removed = await send('DELETE', `/api/services/${service.id}/images/${imageId}`, caller);
    expect(removed.statusCode).toBe(status);
    // Allowed: theirs and the provider's added, the provider's removed; refused: the provider's kept.
    expect(await count()).toBe(1);
  });
});

describe('GET /api/service-providers/:providerId and its reviews', () => {
  it.each(EVERYONE)('%s → %i', async (caller, status) => {
    const res = await send('GET', `/api/service-providers/${provider().id}`, caller);
    expect(res.statusCode).toBe(status);
    expect(res.json()).not.toHaveProperty('provider.email');
    const reviews = await send('GET', `/api/service-providers/${provider().id}/reviews`, caller);
    expect(reviews.statusCode).toBe(status);
  });
});

describe('PATCH /api/profile with a provider profile', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['another customer', 403],
    ['the provider', 200],
    ['another provider', 200],
    ['owner', 403],
    ['admin', 403],
    [ADMIN_WITHOUT_SECOND_FACTOR, 403],
  ] as [Caller, number][])('%s → %i', async (caller, status) => {
    const res = await send('PATCH', '/api/profile', caller, {
      experienceYears: 5,
      languages: ['Tamil'],
    });
    expect(res.statusCode).toBe(status);
    if (status === 200)
      expect(res.json()).toMatchObject({ experienceYears: 5, languages: ['Tamil'] });
  });
});
