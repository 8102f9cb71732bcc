import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  PROPERTY_VALIDATION,
  SERVICE_BOOKING_MESSAGES,
  type Property,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../test/accounts';
import { makeProperty } from '../../test/properties';
import { dayFromToday } from '../../test/stays';
import { useTestApp } from '../../test/use-test-app';

/**
 * Every date the API accepts has bounds that make sense, so no year 9999 or 0001 is stored or
 * searched for: a 400 in the common error shape naming the field, and nothing changed.
 */
const t = useTestApp();

let owner: TestUser;
let tenant: TestUser;
let provider: TestUser;
let listing: Property;
beforeAll(async () => {
  [owner, tenant, provider] = await Promise.all([
    makeUser(t.app, 'owner'),
    makeUser(t.app, 'tenant'),
    makeUser(t.app, 'service-provider'),
  ]);
  listing = await makeProperty(t.app, owner, { availableFrom: dayFromToday(30) });
}, 120_000);

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const refusedOn = (res: { statusCode: number; json: () => unknown }, fields: object) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: {
      code: 'invalid-argument',
      reason: 'request.invalid',
      message: expect.any(String),
      fields,
    },
  });
};

describe('a listing’s "available from"', () => {
  it('lies from 10 years back to 2 years ahead, on a new listing and on an edit', async () => {
    const before = await t.app.db.selectFrom('properties').select('id').execute();
    for (const availableFrom of [dayFromToday(2 * 366 + 1), '9999-12-31', '1900-01-01']) {
      refusedOn(
        await send(owner, 'POST', '/api/properties', {
          address: '12-3-45, Lakshmipuram Main Road',
          state: 'Andhra Pradesh',
          city: 'Guntur',
          sublocality: 'Brodipet',
          pincode: '522002',
          rent: 12_000,
          availableFrom,
        }),
        { availableFrom: PROPERTY_VALIDATION.availableFromRange },
      );
      refusedOn(await send(owner, 'PATCH', `/api/properties/${listing.id}`, { availableFrom }), {
        availableFrom: PROPERTY_VALIDATION.availableFromRange,
      });
    }
    expect(await t.app.db.selectFrom('properties').select('id').execute()).toHaveLength(
      before.length,
    );
    const kept = await send(owner, 'GET', `/api/properties/${listing.id}`);
    expect(kept.json<Property>().availableFrom).toBe(listing.availableFrom);
    // Inside the bounds it is taken.
    expect(
      (
        await send(owner, 'PATCH', `/api/properties/${listing.id}`, {
          availableFrom: dayFromToday(700),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('bounds the search filter "available by" alike', async () => {
    refusedOn(await send(null, 'GET', '/api/properties/search?availableBy=9999-01-01'), {
      availableBy: PROPERTY_VALIDATION.availableFromRange,
    });
    expect(
      (await send(null, 'GET', `/api/properties/search?availableBy=${dayFromToday(60)}`))
        .statusCode,
    ).toBe(200);
  });

  it('takes the "new since" moment of a search from 2000 to a day ahead', async () => {
    for (const since of ['+275760-09-13T00:00:00.000Z', '1970-01-01T00:00:00.000Z'])
      expect(
        (
          await send(
            null,
            'GET',
            `/api/properties/search/new-count?since=${encodeURIComponent(since)}`,
          )
        ).statusCode,
        since,
      ).toBe(400);
    expect(
      (
        await send(
          null,
          'GET',
          `/api/properties/search/new-count?since=${encodeURIComponent(new Date().toISOString())}`,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('a stay', () => {
  it('starts within the next 2 years, for a quote and for a request', async () => {
    const far = { startDate: dayFromToday(3 * 366), endDate: dayFromToday(3 * 366 + 30) };
    refusedOn(await send(tenant, 'POST', `/api/properties/${listing.id}/bookings`, far), {
      startDate: BOOKING_MESSAGES.startTooFar,
    });
    refusedOn(
      await send(
        tenant,
        'GET',
        `/api/properties/${listing.id}/bookings/quote?startDate=${far.startDate}&endDate=${far.endDate}`,
      ),
      { startDate: BOOKING_MESSAGES.startTooFar },
    );
    const stays = await t.app.db
      .selectFrom('bookings')
      .select('id')
      .where('propertyId', '=', listing.id)
      .execute();
    expect(stays).toEqual([]);
    const near = await send(
      tenant,
      'GET',
      `/api/properties/${listing.id}/bookings/quote?startDate=${dayFromToday(700)}&endDate=${dayFromToday(730)}`,
    );
    expect(near.statusCode, near.body).toBe(200);
  });
});

describe('service booking lists and the dashboard', () => {
  it('take dates within 5 years of today', async () => {
    for (const query of ['from=1900-01-01', 'to=9999-12-31'])
      refusedOn(await send(tenant, 'GET', `/api/service-bookings?${query}`), {
        [query.split('=')[0]!]: SERVICE_BOOKING_MESSAGES.dateOutOfRange,
      });
    refusedOn(await send(provider, 'GET', '/api/service-bookings/summary?weekOf=2999-01-04'), {
      weekOf: SERVICE_BOOKING_MESSAGES.dateOutOfRange,
    });
    expect(
      (await send(provider, 'GET', `/api/service-bookings/summary?weekOf=${dayFromToday(-365)}`))
        .statusCode,
    ).toBe(200);
  });
});
