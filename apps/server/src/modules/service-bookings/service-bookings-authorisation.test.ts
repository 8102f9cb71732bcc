import { beforeAll, describe, expect, it } from 'vitest';
import type { Service, ServiceBooking } from '@nivaas/shared';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUsers, type TestUser } from '../../../test/accounts';
import {
  bookSlot,
  dayHasCome,
  EVERY_DAY,
  kolkataDay,
  moveBooking,
  postBooking,
} from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

// These files book many slots for one customer: the waiting caps and the hourly limit are
// tested on their own (service-booking-limits.test.ts).
const t = useTestApp({
  env: {
    SERVICE_BOOKING_PENDING_PER_PROVIDER: '1000',
    SERVICE_BOOKING_PENDING_IN_ALL: '1000',
    SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR: '1000',
  },
});

const CALLERS = [
  'anonymous',
  'customer',
  'another customer',
  'the provider',
  'another provider',
  'owner',
  'admin',
  ADMIN_WITHOUT_SECOND_FACTOR,
] as const;
type Caller = (typeof CALLERS)[number];
let who: Record<Caller, TestUser | null>;
let service: Service;
let slot = 0;
/** A new booking of the customer's, each on a slot of its own. */
const freshBooking = () => {
  slot += 1;
  return bookSlot(t, who.customer!, service, {
    date: kolkataDay(1 + Math.floor(slot / 9)),
    timeSlot: `${String(9 + (slot % 9)).padStart(2, '0')}:00-${String(10 + (slot % 9)).padStart(2, '0')}:00`,
  });
};

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
  service = await addService(t, who['the provider']!, { availability: EVERY_DAY });
}, 180_000);

const expectStatus = (caller: Caller, res: { statusCode: number; body: string }, want: number) =>
  expect(res.statusCode, `${caller}: ${res.body}`).toBe(want);

describe('who may do what with service bookings', () => {
  const matrix = (
    title: string,
    want: Record<Caller, number>,
    call: (caller: TestUser | null, name: Caller) => Promise<{ statusCode: number; body: string }>,
  ) =>
    it(title, async () => {
      for (const name of CALLERS) expectStatus(name, await call(who[name], name), want[name]);
    });

  matrix(
    'GET /api/services/:id/slots: anyone',
    {
      anonymous: 200,
      customer: 200,
      'another customer': 200,
      'the provider': 200,
      'another provider': 200,
      owner: 200,
      admin: 200,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 200,
    },
    (user) =>
      t.app.inject({ method: 'GET', url: `/api/services/${service.id}/slots`, headers: as(user) }),
  );

  matrix(
    'POST /api/service-bookings: anyone signed in but the provider',
    {
      anonymous: 401,
      customer: 201,
      'another customer': 201,
      'the provider': 403,
      'another provider': 201,
      owner: 201,
      admin: 201,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 201,
    },
    (user, name) =>
      postBooking(t, user, {
        serviceId: service.id,
        providerId: service.providerId,
        date: kolkataDay(10),
        timeSlot: `${String(9 + CALLERS.indexOf(name)).padStart(2, '0')}:00-${String(10 + CALLERS.indexOf(name)).padStart(2, '0')}:00`,
      }),
  );

  matrix(
    'GET /api/service-bookings: anyone signed in (their own)',
    {
      anonymous: 401,
      customer: 200,
      'another customer': 200,
      'the provider': 200,
      'another provider': 200,
      owner: 200,
      admin: 200,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 200,
    },
    (user) => t.app.inject({ method: 'GET', url: '/api/service-bookings', headers: as(user) }),
  );

  matrix(
    'GET /api/service-bookings/summary: providers',
    {
      anonymous: 401,
      customer: 403,
      'another customer': 403,
      'the provider': 200,
      'another provider': 200,
      owner: 403,
      admin: 403,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 403,
    },
    (user) =>
      t.app.inject({ method: 'GET', url: '/api/service-bookings/summary', headers: as(user) }),
  );

  it('GET /api/service-bookings/:id: its two sides and admins', async () => {
    const b = await freshBooking();
    const want: Record<Caller, number> = {
      anonymous: 401,
      customer: 200,
      'another customer': 403,
      'the provider': 200,
      'another provider': 403,
      owner: 403,
      admin: 200,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 403,
    };
    for (const name of CALLERS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/service-bookings/${b.id}`,
        headers: as(who[name]),
      });
      expectStatus(name, res, want[name]);
    }
    // Someone else's booking is not in their list either.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/service-bookings',
      headers: as(who['another customer']),
    });
    expect(list.json().items.map((x: ServiceBooking) => x.id)).not.toContain(b.id);
  });

  matrix(
    'POST /api/service-bookings/:id/status confirmed: the provider only',
    {
      anonymous: 401,
      customer: 403,
      'another customer': 403,
      'the provider': 200,
      'another provider': 403,
      owner: 403,
      admin: 403,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 403,
    },
    async (user) => moveBooking(t, user, (await freshBooking()).id, 'confirmed'),
  );

  matrix(
    'POST /api/service-bookings/:id/status cancelled: either side',
    {
      anonymous: 401,
      customer: 200,
      'another customer': 403,
      'the provider': 200,
      'another provider': 403,
      owner: 403,
      admin: 403,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 403,
    },
    async (user) => moveBooking(t, user, (await freshBooking()).id, 'cancelled'),
  );

  it('POST /api/service-bookings/:id/review: its customer only', async () => {
    const want: Record<Caller, number> = {
      anonymous: 401,
      customer: 200,
      'another customer': 403,
      'the provider': 403,
      'another provider': 403,
      owner: 403,
      admin: 403,
      [ADMIN_WITHOUT_SECOND_FACTOR]: 403,
    };
    for (const name of CALLERS) {
      const b = await freshBooking();
      for (const s of ['confirmed', 'in-progress', 'completed']) {
        if (s === 'in-progress') await dayHasCome(t, b.id);
        await moveBooking(t, who['the provider'], b.id, s);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/service-bookings/${b.id}/review`,
        headers: as(who[name]),
        payload: { rating: 4 },
      });
      expectStatus(name, res, want[name]);
    }
  });
});
