import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderReviewList, ServiceList } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/use-test-app';
import { addService } from '../../../test/services';
import { dayHasCome, TYPED_ADDRESS } from '../../../test/service-bookings';

/** What services read of bookings: "available on a date" and a provider's reviews. */
const t = useTestApp();

const send = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });
/** A date `days` ahead in Asia/Kolkata. */
const istDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

async function book(
  customer: TestUser,
  serviceId: string,
  providerId: string,
  date: string,
  timeSlot: string,
) {
  const res = await send(customer, 'POST', '/api/service-bookings', {
    serviceId,
    providerId,
    date,
    timeSlot,
    address: TYPED_ADDRESS,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('services and their bookings', () => {
  let provider: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  beforeAll(async () => {
    [provider, asha, ravi] = await Promise.all([
      makeUser(t.app, 'service-provider'),
      makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Menon' }),
      makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' }),
    ]);
  });

  it('available on a date leaves out a service whose hours that day are all held', async () => {
    const everyDay = {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const,
      startTime: '09:00',
      endTime: '11:00',
    };
    const service = await addService(t, provider, {
      availability: { ...everyDay, days: [...everyDay.days] },
    });
    const [full, free] = [istDate(3), istDate(4)];
    await book(asha, service.id, provider.id, full, '09:00-10:00');
    const listed = async (date: string) =>
      (await send(null, 'GET', `/api/services?providerId=${provider.id}&availableOn=${date}`))
        .json<ServiceList>()
        .items.map((s) => s.id);
    expect(await listed(full)).toEqual([service.id]);
    await book(ravi, service.id, provider.id, full, '10:00-11:00');
    expect(await listed(full)).toEqual([]);
    expect(await listed(free)).toEqual([service.id]);
  });

  it("lists a provider's reviews newest first, the author's last name as an initial", async () => {
    // Offered every day: the date five days ahead may fall on a weekend.
    const service = await addService(t, provider, {
      title: 'Tap repair',
      category: 'maintenance',
      subcategory: 'plumbing',
      availability: {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        startTime: '09:00',
        endTime: '18:00',
      },
    });
    for (const [i, [customer, stars]] of (
      [
        [asha, 5],
        [ravi, 3],
      ] as const
    ).entries()) {
      const id = await book(
        customer,
        service.id,
        provider.id,
        istDate(5),
        `${10 + i}:00-${11 + i}:00`,
      );
      for (const status of ['confirmed', 'in-progress', 'completed']) {
        if (status === 'in-progress') await dayHasCome(t, id);
        expect(
          (await send(provider, 'POST', `/api/service-bookings/${id}/status`, { status }))
            .statusCode,
        ).toBe(200);
      }
      const review = await send(customer, 'POST', `/api/service-bookings/${id}/review`, {
        rating: stars,
        comment: `${stars} stars`,
      });
      expect(review.statusCode, review.body).toBeLessThan(300);
    }
    const first = (
      await send(null, 'GET', `/api/service-providers/${provider.id}/reviews?limit=1`)
    ).json<ProviderReviewList>();
    expect(first.items).toEqual([
      expect.objectContaining({
        rating: 3,
        comment: '3 stars',
        author: { firstName: 'Ravi', lastName: 'K.' },
        serviceTitle: 'Tap repair',
      }),
    ]);
    const next = (
      await send(
        null,
        'GET',
        `/api/service-providers/${provider.id}/reviews?limit=1&cursor=${first.nextCursor}`,
      )
    ).json<ProviderReviewList>();
    expect(next.items.map((r) => r.author)).toEqual([{ firstName: 'Asha', lastName: 'M.' }]);
    expect(next.nextCursor).toBeNull();
    const page = await send(null, 'GET', `/api/service-providers/${provider.id}`);
    expect(page.json().provider).toMatchObject({ rating: 4, reviewCount: 2 });
  });
});
