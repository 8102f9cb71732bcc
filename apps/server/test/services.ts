import { expect } from 'vitest';
import type { Service, ServiceInput, ServiceList } from '@nivaas/shared';
import { as, type TestUser } from './accounts';
import type { TestAppContext } from './use-test-app';
import { makeImage } from './images';
import { multipartBody } from './multipart';

/** A complete, valid service; override what a test is about. */
export const serviceInput = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  category: 'cleaning',
  subcategory: 'deep-cleaning',
  title: 'Full home deep cleaning',
  description: 'Two people, four hours, all materials.',
  price: 2499,
  priceType: 'fixed',
  availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], startTime: '09:00', endTime: '18:00' },
  serviceLocations: [{ city: 'hyderabad', subLocalities: [] }],
  ...overrides,
});

/** A service offered by `provider`, failing loudly if the server refuses. */
export async function addService(
  t: Pick<TestAppContext, 'app'>,
  provider: TestUser,
  overrides: Partial<ServiceInput> = {},
): Promise<Service> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services',
    headers: as(provider),
    payload: serviceInput(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Service>();
}

export async function searchServices(
  t: Pick<TestAppContext, 'app'>,
  query: string,
  user: TestUser | null = null,
): Promise<ServiceList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/services?${query}`,
    headers: as(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServiceList>();
}

/** POST of JPEG photos as `images` fields of one multipart form. */
export async function uploadServiceImages(
  t: Pick<TestAppContext, 'app'>,
  user: TestUser | null,
  serviceId: string,
  count = 1,
) {
  const files = await Promise.all(Array.from({ length: count }, () => makeImage('jpeg', 400, 300)));
  const { payload, headers } = multipartBody(
    files.map((data, i) => ({
      field: 'images',
      filename: `photo-${i}.jpg`,
      contentType: 'image/jpeg',
      data,
    })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/services/${serviceId}/images`,
    headers: { ...as(user), ...headers },
    payload,
  });
}
