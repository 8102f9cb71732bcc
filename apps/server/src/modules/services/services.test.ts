import { beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_MESSAGES as M,
  serviceInputSchema,
  type ProviderPage,
  type ProviderReviewList,
  type Service,
  type SessionUser,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/use-test-app';
import { hideProviderServices, serviceRows, setServiceHiddenByAdmin } from './index';
import { FEW_IN_PLACE } from './service-search.repository';
import { SERVICES_PER_HOUR } from './services.routes';
import {
  addReviews,
  addService,
  reviewers,
  searchServices,
  serviceInput,
  uploadServiceImages,
} from '../../../test/services';

const t = useTestApp();

const send = (
  user: TestUser | null,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: as(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('creating a service', () => {
  let provider: TestUser;
  beforeAll(async () => {
    provider = await makeUser(t.app, 'service-provider');
  });

  it.each([
    ['title', { title: undefined }, 'title', M.titleRequired],
    ['blank title', { title: '   ' }, 'title', M.titleRequired],
    ['category', { category: undefined }, 'category', M.categoryRequired],
    ['unknown category', { category: 'gardening' }, 'category', M.categoryRequired],
    ['price', { price: undefined }, 'price', M.priceInvalid],
    ['zero price', { price: 0 }, 'price', M.priceInvalid],
    ['text price', { price: '500' }, 'price', M.priceInvalid],
    ['availability', { availability: undefined }, 'availability.days', M.daysRequired],
    [
      'days not an array',
      { availability: { days: 'mon', startTime: '09:00', endTime: '18:00' } },
      'availability.days',
      M.daysRequired,
    ],
    ['locations missing', { serviceLocations: undefined }, 'serviceLocations', M.locationsRequired],
    ['locations empty', { serviceLocations: [] }, 'serviceLocations', M.locationsRequired],
    [
      'no city',
      { serviceLocations: [{ city: ' ', subLocalities: [] }] },
      'serviceLocations',
      M.locationCityRequired,
    ],
    [
      'subcategory of another category',
      { subcategory: 'plumbing' },
      'subcategory',
      M.subcategoryInvalid,
    ],
    [
      'end before start',
      { availability: { days: ['mon'], startTime: '18:00', endTime: '09:00' } },
      'availability.endTime',
      M.timeOrder,
    ],
    [
      'unknown city',
      { serviceLocations: [{ city: 'atlantis', subLocalities: [] }] },
      'serviceLocations.0.city',
      M.cityUnknown,
    ],
  ])(
    'refuses a missing or bad %s with the message on its field',
    async (_name, change, field, message) => {
      const res = await send(provider, 'POST', '/api/services', { ...serviceInput(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    },
  );

  it('keeps a new service active with rating 0, the city and localities as dataset slugs', async () => {
    const service = await addService(t, provider, {
      serviceLocations: [
        { city: 'Hyderabad', subLocalities: ['Gachibowli', 'madhapur'] },
        { city: '', subLocalities: [] },
      ],
      availability: { days: ['fri', 'mon'], startTime: '08:00', endTime: '12:30' },
    });
    expect(service).toMatchObject({
      providerId: provider.id,
      provider: { id: provider.id, firstName: 'Test' },
      status: 'active',
      rating: 0,
      reviewCount: 0,
      cities: ['hyderabad'],
      serviceLocations: [{ city: 'hyderabad', subLocalities: ['gachibowli', 'madhapur'] }],
      availability: { days: ['mon', 'fri'], startTime: '08:00', endTime: '12:30' },
      imageUrl: null,
      images: [],
    });
    const read = await send(null, 'GET', `/api/services/${service.id}`);
    expect(read.json<Service>()).toEqual(service);
  });

  it('is refused to anyone but a service provider', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    expect((await send(null, 'POST', '/api/services', serviceInput())).statusCode).toBe(401);
    const res = await send(tenant, 'POST', '/api/services', serviceInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('service.provider-only');
  });
});

describe('adding many services at once', () => {
  it('allows a provider 30 an hour, then answers 429; others are not held back', async () => {
    const [busy, other] = await Promise.all([
      makeUser(t.app, 'service-provider'),
      makeUser(t.app, 'service-provider'),
    ]);
    for (let i = 0; i < SERVICES_PER_HOUR; i++) await addService(t, busy, { title: `Offer ${i}` });
    const over = await send(busy, 'POST', '/api/services', serviceInput());
    expect(over.statusCode).toBe(429);
    await addService(t, other);
  });
});

describe('changing a service', () => {
  let provider: TestUser;
  let service: Service;
  beforeAll(async () => {
    provider = await makeUser(t.app, 'service-provider');
    service = await addService(t, provider, {
      title: 'Kitchen chimney cleaning',
      subcategory: 'kitchen',
    });
  });

  it('changes only the given fields, under the same rules', async () => {
    const res = await send(provider, 'PATCH', `/api/services/${service.id}`, {
      price: 899,
      priceType: 'per-visit',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Service>()).toMatchObject({
      price: 899,
      priceType: 'per-visit',
      title: 'Kitchen chimney cleaning',
    });
    const bad = await send(provider, 'PATCH', `/api/services/${service.id}`, {
      price: 0,
      title: '',
    });
    expect(bad.json().error.fields).toEqual({ price: M.priceInvalid, title: M.titleRequired });
    const lone = await send(provider, 'PATCH', `/api/services/${service.id}`, {
      subcategory: 'plumbing',
    });
    expect(lone.json().error.fields).toEqual({ subcategory: M.subcategoryInvalid });
  });

  it('pausing hides it from search and from others; resuming lists it again', async () => {
    const cleanup = `providerId=${provider.id}`;
    expect((await searchServices(t, cleanup)).items.map((s) => s.id)).toContain(service.id);
    await send(provider, 'PATCH', `/api/services/${service.id}`, { status: 'paused' });
    expect((await searchServices(t, cleanup)).items).toEqual([]);
    expect((await send(null, 'GET', `/api/services/${service.id}`)).statusCode).toBe(404);
    expect((await send(provider, 'GET', `/api/services/${service.id}`)).json().status).toBe(
      'paused',
    );
    const page = (
      await send(provider, 'GET', `/api/service-providers/${provider.id}`)
    ).json<ProviderPage>();
    expect(page.services.map((s) => s.status)).toEqual(['paused']);
    const publicPage = (
      await send(null, 'GET', `/api/service-providers/${provider.id}`)
    ).json<ProviderPage>();
    expect(publicPage.services).toEqual([]);
    await send(provider, 'PATCH', `/api/services/${service.id}`, { status: 'active' });
    expect((await searchServices(t, cleanup)).items.map((s) => s.id)).toEqual([service.id]);
  });

  it('adds photos as listing photos (WebP variants), the first one on the card; removes them', async () => {
    const res = await uploadServiceImages(t, provider, service.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    const { images } = res.json<{ images: Service['images'] }>();
    expect(images).toHaveLength(2);
    expect(images[0]!.cardUrl).toMatch(/service-images\/.+\.webp$/);
    const card = (await searchServices(t, `providerId=${provider.id}`)).items[0]!;
    expect(card.imageUrl).toBe(images[0]!.cardUrl);
    const removed = await send(
      provider,
      'DELETE',
      `/api/services/${service.id}/images/${images[0]!.id}`,
    );
    expect(removed.json().images.map((i: { id: string }) => i.id)).toEqual([images[1]!.id]);
    const after = (await searchServices(t, `providerId=${provider.id}`)).items[0]!;
    expect(after.imageUrl).toBe(images[1]!.cardUrl);
  });

  it('deletes it for good', async () => {
    const gone = await addService(t, provider);
    expect((await send(provider, 'DELETE', `/api/services/${gone.id}`)).statusCode).toBe(204);
    expect((await send(provider, 'GET', `/api/services/${gone.id}`)).statusCode).toBe(404);
    expect((await send(provider, 'DELETE', `/api/services/${gone.id}`)).json().error.reason).toBe(
      'service.not-found',
    );
  });
});

describe('searching services', () => {
  let a: TestUser;
  let b: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    [a, b] = await Promise.all([
      makeUser(t.app, 'service-provider'),
      makeUser(t.app, 'service-provider'),
    ]);
    const only = (provider: TestUser, name: string, input: Parameters<typeof serviceInput>[0]) =>
      addService(t, provider, input).then((s) => (ids[name] = s.id));
    await only(a, 'plumber', {
      category: 'maintenance',
      subcategory: 'plumbing',
      title: 'Plumber',
      price: 300,
      priceType: 'per-hour',
      serviceLocations: [{ city: 'pune', subLocalities: ['kothrud'] }],
      availability: { days: ['sat', 'sun'], startTime: '10:00', endTime: '14:00' },
    });
    await only(a, 'electrician', {
      category: 'maintenance',
      subcategory: 'electrical',
      title: 'Electrician',
      price: 450,
      serviceLocations: [{ city: 'pune', subLocalities: [] }],
    });
    await only(b, 'movers', {
      category: 'moving',
      subcategory: 'home-shifting',
      title: 'Movers',
      price: 12000,
      serviceLocations: [
        { city: 'pune', subLocalities: ['baner'] },
        { city: 'mumbai', subLocalities: [] },
      ],
    });
  });
  const names = async (query: string) =>
    (await searchServices(t, `city=pune&${query}`)).items.map(
      (s) => Object.entries(ids).find(([, id]) => id === s.id)?.[0],
    );

  it('filters by category, subcategory, city, locality and price, in SQL', async () => {
    expect(await names('sort=price-asc')).toEqual(['plumber', 'electrician', 'movers']);
    expect(await names('category=maintenance&sort=price-asc')).toEqual(['plumber', 'electrician']);
    expect(await names('subcategory=electrical')).toEqual(['electrician']);
    // A whole-city service is found by any locality of the city.
    expect(await names('locality=kothrud&sort=price-asc')).toEqual(['plumber', 'electrician']);
    expect(await names('locality=baner&sort=price-asc')).toEqual(['electrician', 'movers']);
    expect(await names('minPrice=400&maxPrice=12000&sort=price-desc')).toEqual([
      'movers',
      'electrician',
    ]);
    expect(await names('minRating=1')).toEqual([]);
  });

  it('availableOn keeps services working that weekday', async () => {
    // 2030-06-01 is a Saturday, 2030-06-03 a Monday.
    expect(await names('availableOn=2030-06-01')).toEqual(['plumber']);
    expect(await names('availableOn=2030-06-03&sort=price-asc')).toEqual(['electrician', 'movers']);
  });

  it('sorts by newest, and pages by keyset without repeats', async () => {
    expect(await names('sort=newest')).toEqual(['movers', 'electrician', 'plumber']);
    const first = await searchServices(t, 'city=pune&sort=price-asc&limit=2');
    expect(first.items).toHaveLength(2);
    const second = await searchServices(
      t,
      `city=pune&sort=price-asc&limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.items.map((s) => s.id)).toEqual([ids.movers]);
    expect(second.nextCursor).toBeNull();
    const wrong = await send(null, 'GET', `/api/services?sort=rating&cursor=${first.nextCursor}`);
    expect(wrong.statusCode).toBe(400);
  });
});

describe("a suspended provider's services", () => {
  it('leave search and their page while hidden, keep their own pause, and come back after', async () => {
    const provider = await makeUser(t.app, 'service-provider');
    const [on, off] = [await addService(t, provider), await addService(t, provider)];
    await send(provider, 'PATCH', `/api/services/${off.id}`, { status: 'paused' });
    const listed = async () =>
      (await searchServices(t, `providerId=${provider.id}`)).items.map((s) => s.id);
    await hideProviderServices(t.app.db, provider.id, true);
    expect(await listed()).toEqual([]);
    expect((await send(null, 'GET', `/api/services/${on.id}`)).statusCode).toBe(404);
    await hideProviderServices(t.app.db, provider.id, false);
    expect(await listed()).toEqual([on.id]);
  });
});

describe("a service's rating", () => {
  it('is the mean of its reviews to one decimal, kept from their total; the provider rates over all', async () => {
    const provider = await makeUser(t.app, 'service-provider');
    const [one, two] = [await addService(t, provider), await addService(t, provider)];
    const people = await reviewers(t, 3);
    // Counted at once, as three reviews committed together would be.
    await Promise.all([5, 4, 4].map((stars, i) => addReviews(t, one, [stars], [people[i]!])));
    await addReviews(t, two, [2]);
    const read = (await send(null, 'GET', `/api/services/${one.id}`)).json<Service>();
    expect(read).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const page = (
      await send(null, 'GET', `/api/service-providers/${provider.id}`)
    ).json<ProviderPage>();
    expect(page.provider).toMatchObject({ rating: 3.8, reviewCount: 4 });
    expect(
      (await searchServices(t, `providerId=${provider.id}&minRating=4`)).items.map((s) => s.id),
    ).toEqual([one.id]);
  });
});

describe("the provider's page", () => {
  it('neither lists nor counts the reviews of a paused or hidden service', async () => {
    const provider = await makeUser(t.app, 'service-provider');
    const admin = await makeUser(t.app, 'tenant');
    const shown = await addService(t, provider, { title: 'Shown service' });
    const paused = await addService(t, provider, { title: 'Paused service' });
    const hidden = await addService(t, provider, { title: 'Hidden service' });
    await addReviews(t, shown, [4]);
    await addReviews(t, paused, [1]);
    await addReviews(t, hidden, [2]);
    expect(
      (await send(provider, 'PATCH', `/api/services/${paused.id}`, { status: 'paused' }))
        .statusCode,
    ).toBe(200);
    await setServiceHiddenByAdmin(t.app.db, hidden.id, {
      at: new Date().toISOString(),
      reason: 'Misleading photos',
      by: admin.id,
    });
    for (const viewer of [null, provider]) {
      const page = (
        await send(viewer, 'GET', `/api/service-providers/${provider.id}`)
      ).json<ProviderPage>();
      expect(page.provider).toMatchObject({ rating: 4, reviewCount: 1 });
      const reviews = (
        await send(viewer, 'GET', `/api/service-providers/${provider.id}/reviews`)
      ).json<ProviderReviewList>();
      expect(reviews.items.map((r) => [r.serviceTitle, r.rating])).toEqual([['Shown service', 4]]);
    }
  });
});

describe('searching a city with many services', () => {
  it('matches each service to the place instead of reading the whole city, with the same answers', async () => {
    const provider = await makeUser(t.app, 'service-provider');
    const rows = Array.from({ length: FEW_IN_PLACE + 1 }, (_, i) =>
      serviceRows(
        provider.id,
        serviceInputSchema.parse(
          serviceInput({
            title: `Chennai ${i}`,
            category: i % 2 ? 'cleaning' : 'moving',
            subcategory: i % 2 ? 'kitchen' : 'packing',
            price: 100 + i,
            serviceLocations: [{ city: 'chennai', subLocalities: [] }],
          }),
        ),
        new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      ),
    );
    for (let i = 0; i < rows.length; i += 200) {
      await t.app.db
        .insertInto('services')
        .values(rows.slice(i, i + 200).map((r) => r.service))
        .execute();
      await t.app.db
        .insertInto('service_locations')
        .values(rows.slice(i, i + 200).flatMap((r) => r.locations))
        .execute();
    }
    const first = await searchServices(t, 'city=chennai&category=moving&sort=price-desc&limit=3');
    expect(first.items.map((s) => s.price)).toEqual([2100, 2098, 2096]);
    const next = await searchServices(
      t,
      `city=chennai&category=moving&sort=price-desc&limit=3&cursor=${first.nextCursor}`,
    );
    expect(next.items.map((s) => s.price)).toEqual([2094, 2092, 2090]);
    const adyar = await searchServices(t, 'city=chennai&locality=adyar&minPrice=2099');
    expect(adyar.items.map((s) => s.title).sort()).toEqual(['Chennai 1999', 'Chennai 2000']);
  });
});

describe("a provider's profile", () => {
  it('edits category, areas from the dataset, experience and languages; shows them on the page', async () => {
    const provider = await makeUser(t.app, 'service-provider');
    const res = await send(provider, 'PATCH', '/api/profile', {
      bio: 'Fixing taps since 2010.',
      serviceCategory: 'maintenance',
      serviceAreas: ['Hyderabad', 'hyderabad/Gachibowli'],
      experienceYears: 14,
      languages: ['Telugu', 'Hindi'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SessionUser>()).toMatchObject({
      serviceCategory: 'maintenance',
      serviceAreas: ['hyderabad', 'hyderabad/gachibowli'],
      experienceYears: 14,
      languages: ['Telugu', 'Hindi'],
    });
    const bad = await send(provider, 'PATCH', '/api/profile', { serviceAreas: ['Atlantis'] });
    expect(bad.json().error.fields).toEqual({ serviceAreas: M.areaUnknown });
    await addService(t, provider);
    const page = (
      await send(null, 'GET', `/api/service-providers/${provider.id}`)
    ).json<ProviderPage>();
    expect(page.provider).toMatchObject({
      id: provider.id,
      bio: 'Fixing taps since 2010.',
      experienceYears: 14,
      languages: ['Telugu', 'Hindi'],
      rating: 0,
      reviewCount: 0,
    });
    expect(page.services).toHaveLength(1);
  });

  it('refuses the provider fields to anyone else, and a page of someone not a provider', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    expect((await send(tenant, 'PATCH', '/api/profile', { experienceYears: 3 })).statusCode).toBe(
      403,
    );
    expect((await send(tenant, 'PATCH', '/api/profile', { bio: 'Hello' })).statusCode).toBe(200);
    const page = await send(null, 'GET', `/api/service-providers/${tenant.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.reason).toBe('service.provider-not-found');
  });
});
