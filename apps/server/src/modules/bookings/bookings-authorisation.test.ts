import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingList } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, type TestUser } from '../../../test/accounts';
import {
  dayFromToday,
  makeStayCast,
  requestStay,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';

type Caller =
  | 'anonymous'
  | 'another seeker'
  | "the booking's tenant"
  | "the listing's owner"
  | 'another owner'
  | 'provider'
  | 'admin'
  | 'admin without second factor';
const CALLERS: Caller[] = [
  'anonymous',
  'another seeker',
  "the booking's tenant",
  "the listing's owner",
  'another owner',
  'provider',
  'admin',
  'admin without second factor',
];

let t: TestApp;
let cast: StayCast;
let who: Record<Caller, TestUser | null>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RENT_ESCALATION_INTERVAL_MS: '0' } });
  cast = await makeStayCast(t.app);
  who = {
    anonymous: null,
    'another seeker': cast.anotherSeeker,
    "the booking's tenant": cast.tenant,
    "the listing's owner": cast.owner,
    'another owner': cast.anotherOwner,
    provider: cast.provider,
    admin: cast.admin,
    'admin without second factor': cast.adminWithoutSecondFactor,
  };
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

let day = 10;
/** A fresh pending booking of the tenant, on days no other booking of this file uses. */
const freshBooking = () => {
  day += 3;
  return requestStay(t.app, cast.tenant, cast.listing.id, {
    startDate: dayFromToday(day),
    endDate: dayFromToday(day + 1),
  });
};
const stored = async (id: string) =>
  t.database.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

interface Route {
  name: string;
  call: (
    user: TestUser | null,
    booking: Booking,
  ) => Promise<{ statusCode: number; json: () => { error?: { reason: string } } }>;
  expected: Record<Caller, number>;
  /** The reason of a 403. */
  refusal?: string;
  /** True when the route changes the booking: a refusal must leave it as it was. */
  changes?: boolean;
}

const inject = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const ROUTES: Route[] = [
  {
    name: 'GET /api/properties/:id/bookings/quote',
    call: (u) =>
      inject(
        u,
        'GET',
        `/api/properties/${cast.listing.id}/bookings/quote?startDate=${dayFromToday(5)}&endDate=${dayFromToday(9)}`,
      ),
    expected: {
      anonymous: 401,
      'another seeker': 200,
      "the booking's tenant": 200,
      "the listing's owner": 200,
      'another owner': 200,
      provider: 200,
      admin: 200,
      'admin without second factor': 200,
    },
  },
  {
    name: 'POST /api/properties/:id/bookings',
    call: (u) => {
      day += 3;
      return inject(u, 'POST', `/api/properties/${cast.listing.id}/bookings`, {
        startDate: dayFromToday(day),
        endDate: dayFromToday(day + 1),
      });
    },
    expected: {
      anonymous: 401,
      'another seeker': 201,
      "the booking's tenant": 201,
      "the listing's owner": 403,
      'another owner': 403,
      provider: 403,
      admin: 403,
      'admin without second factor': 403,
    },
    refusal: 'booking.tenants-only',
  },
  {
    name: 'GET /api/bookings',
    call: (u) => inject(u, 'GET', '/api/bookings'),
    expected: {
      anonymous: 401,
      'another seeker': 200,
      "the booking's tenant": 200,
      "the listing's owner": 200,
      'another owner': 200,
      provider: 403,
      admin: 403,
      'admin without second factor': 403,
    },
    refusal: 'booking.no-access',
  },
  {
    name: 'GET /api/bookings/:id',
    call: (u, b) => inject(u, 'GET', `/api/bookings/${b.id}`),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the booking's tenant": 200,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 200,
      'admin without second factor': 403,
    },
    refusal: 'booking.no-access',
  },
  {
    name: 'POST /api/bookings/:id/confirm',
    call: (u, b) => inject(u, 'POST', `/api/bookings/${b.id}/confirm`),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the booking's tenant": 403,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 403,
      'admin without second factor': 403,
    },
    refusal: 'booking.owners-confirm',
    changes: true,
  },
  {
    name: 'POST /api/bookings/:id/cancel',
    call: (u, b) => inject(u, 'POST', `/api/bookings/${b.id}/cancel`),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the booking's tenant": 200,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 403,
      'admin without second factor': 403,
    },
    refusal: 'booking.cancel-own',
    changes: true,
  },
];

describe('who may do what with bookings', () => {
  for (const route of ROUTES)
    describe(route.name, () => {
      for (const caller of CALLERS)
        it(`${caller} → ${route.expected[caller]}`, async () => {
          const booking = await freshBooking();
          const before = await stored(booking.id);
          const res = await route.call(who[caller], booking);
          expect(res.statusCode).toBe(route.expected[caller]);
          if (res.statusCode === 403 && route.refusal)
            expect(res.json().error?.reason).toBe(route.refusal);
          if (res.statusCode >= 400 && route.changes)
            expect(await stored(booking.id)).toEqual(before);
        });
    });

  it("shows a seeker none of another tenant's bookings, and an owner none of another's listing", async () => {
    const booking = await freshBooking();
    for (const user of [cast.anotherSeeker, cast.anotherOwner]) {
      const list = await inject(user, 'GET', '/api/bookings?limit=100');
      expect(list.json<BookingList>().bookings.map((b) => b.id)).not.toContain(booking.id);
    }
    const own = await inject(cast.owner, 'GET', '/api/bookings?limit=100');
    expect(own.json<BookingList>().bookings.map((b) => b.id)).toContain(booking.id);
  });

  it('answers "Booking not found" for an unknown booking', async () => {
    const res = await inject(cast.owner, 'POST', '/api/bookings/no-such-booking/confirm');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      reason: 'booking.not-found',
      message: 'Booking not found',
    });
  });
});
