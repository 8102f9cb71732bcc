import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';

let t: TestApp;
let cast: StayCast;
beforeAll(async () => {
  t = await buildTestApp({ env: { RENT_ESCALATION_INTERVAL_MS: '0' } });
  cast = await makeStayCast(t.app);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const bookingRows = async () =>
  t.database.db.selectFrom('bookings').selectAll().orderBy('id').execute();

describe('bad input to bookings', () => {
  const cases: [string, unknown, Record<string, string>][] = [
    ['no dates', {}, { startDate: M.startDate, endDate: M.endDate }],
    [
      'a date that does not exist',
      { startDate: '2031-02-30', endDate: '2031-03-05' },
      { startDate: M.startDate },
    ],
    [
      'a date in another format',
      { startDate: '05/03/2031', endDate: '2031-03-05' },
      { startDate: M.startDate },
    ],
    [
      'an end before the start',
      { startDate: dayFromToday(10), endDate: dayFromToday(9) },
      { endDate: M.endBeforeStart },
    ],
    [
      'a start in the past',
      { startDate: dayFromToday(-1), endDate: dayFromToday(5) },
      { startDate: M.startInPast },
    ],
    [
      'a stay of more than 60 months',
      { startDate: dayFromToday(1), endDate: dayFromToday(1 + 5 * 366) },
      { endDate: M.tooLong },
    ],
    [
      'notes too long',
      { startDate: dayFromToday(1), endDate: dayFromToday(2), notes: 'x'.repeat(1001) },
      { notes: M.notesTooLong },
    ],
    [
      'notes of the wrong type',
      { startDate: dayFromToday(1), endDate: dayFromToday(2), notes: 42 },
      { notes: expect.any(String) as unknown as string },
    ],
  ];
  for (const [name, payload, fields] of cases)
    it(`refuses a booking with ${name}: 400 naming the field, nothing stored`, async () => {
      const before = await bookingRows();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${cast.listing.id}/bookings`,
        headers: as(cast.tenant),
        payload: payload as Record<string, unknown>,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
      expect(await bookingRows()).toEqual(before);
    });

  it('refuses a quote with bad dates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${cast.listing.id}/bookings/quote?startDate=${dayFromToday(5)}&endDate=${dayFromToday(1)}`,
      headers: as(cast.tenant),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ endDate: M.endBeforeStart });
  });

  it('refuses a listing for sale', async () => {
    const sale = await makeProperty(t.app, cast.owner, {
      listingType: 'sale',
      rent: null,
      salePrice: 5_000_000,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${sale.id}/bookings`,
      headers: as(cast.tenant),
      payload: { startDate: dayFromToday(1), endDate: dayFromToday(2) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      reason: 'booking.not-for-rent',
      message: M.notForRent,
    });
  });

  it('refuses a bad list filter or page link', async () => {
    for (const query of ['status=booked', 'limit=0', 'limit=101', 'cursor=not-a-cursor']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bookings?${query}`,
        headers: as(cast.tenant),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
