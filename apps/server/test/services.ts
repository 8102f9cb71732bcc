import { expect } from 'vitest';
import type { Service, ServiceInput, ServiceList } from '@nivaas/shared';
import { newId } from '../src/lib/ids';
import { rateService } from '../src/modules/services/index';
import { as, makeUser, type TestUser } from './accounts';
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

/**
 * `n` people who may review: copies of one made account's row under new ids and addresses, so
 * thirty reviewers cost one sign-up. They never sign in.
 */
export async function reviewers(t: Pick<TestAppContext, 'app'>, n: number): Promise<string[]> {
  const model = await makeUser(t.app, 'tenant');
  const row = await t.app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', model.id)
    .executeTakeFirstOrThrow();
  const ids = Array.from({ length: n }, () => newId());
  if (n > 0)
    await t.app.db
      .insertInto('users')
      .values(ids.map((id) => ({ ...row, id, email: `reviewer-${id.toLowerCase()}@example.in` })))
      .execute();
  return ids;
}

/**
 * Reviews of `service`, the i-th of `stars` by the i-th of `people` (new people when left out),
 * each of a completed booking of its own, written and counted as a customer's review is
 * (`rateService`: the reviewer's earlier review of the service is replaced).
 */
export async function addReviews(
  t: Pick<TestAppContext, 'app'>,
  service: { id: string; providerId: string },
  stars: readonly number[],
  people?: readonly string[],
): Promise<void> {
  const who = people ?? (await reviewers(t, stars.length));
  for (const [i, rating] of stars.entries()) {
    const at = new Date().toISOString();
    const bookingId = newId();
    await t.app.db.transaction().execute((trx) =>
      rateService(trx, service.id, async () => {
        await trx
          .insertInto('service_bookings')
          .values({
            id: bookingId,
            serviceId: service.id,
            providerId: service.providerId,
            userId: who[i]!,
            propertyId: null,
            ownerId: null,
            status: 'completed',
            date: '2026-01-05',
            timeSlot: '10:00-11:00',
            description: null,
            price: 1000,
            createdAt: at,
            updatedAt: at,
          })
          .execute();
        await trx
          .updateTable('service_reviews')
          .set({ supersededAt: at })
          .where('serviceId', '=', service.id)
          .where('userId', '=', who[i]!)
          .where('supersededAt', 'is', null)
          .execute();
        await trx
          .insertInto('service_reviews')
          .values({
            id: newId(),
            bookingId,
            serviceId: service.id,
            userId: who[i]!,
            rating,
            comment: null,
            createdAt: at,
          })
          .execute();
      }),
    );
  }
}
