import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  bookingListSchema,
  bookingSchema,
  kolkataDate,
  stayLedgerSchema,
  type Booking,
} from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { makeStayCast, STAY_SETUP_TIMEOUT_MS, type StayCast } from '../../../test/stays';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { confirmBooking, createBooking } from './index';

/**
 * A stay's money status is read from its rent ledger (decision 079): what the two sides see on
 * the stay always agrees with its dues and payments, and nobody sets it by hand.
 */
let t: TestApp;
let cast: StayCast;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await makeStayCast(t.app);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const today = () => kolkataDate(new Date());

const send = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const callerOf = (user: TestUser): RequestAuth => ({
  userId: user.id,
  email: user.email,
  role: user.role,
  emailVerified: true,
  sessionId: 'test',
  name: { firstName: 'Test', lastName: 'User' },
  secondFactor: { enabled: false, passed: false },
});

/**
 * A stay asked for and confirmed `daysAgo` days ago (through the bookings' own use cases with the
 * clock set back: the API refuses a start in the past), starting the next day, for `months`
 * months, at a listing of its own with a deposit.
 */
async function pastStay(daysAgo: number, months: number): Promise<Booking> {
  const listing = await makeProperty(t.app, cast.owner, { rent: 10_000, deposit: 20_000 });
  const then = { ...t.app.deps, clock: { now: () => new Date(Date.now() - daysAgo * DAY) } };
  const startDate = addDaysToDate(today(), 1 - daysAgo);
  const endDate = addDaysToDate(addDaysToDate(startDate, months * 30), -1);
  const booking = await createBooking(then, callerOf(cast.tenant), listing.id, {
    startDate,
    endDate,
    notes: '',
  });
  await confirmBooking(then, callerOf(cast.owner), booking.id);
  return booking;
}

const ledgerOf = async (bookingId: string) => {
  const res = await send(cast.owner, 'GET', `/api/rent-ledger/stays/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return stayLedgerSchema.parse(res.json());
};

/** The owner records every due of the stay dated today or before as paid in cash. */
async function payEverythingBegun(bookingId: string): Promise<void> {
  for (const due of (await ledgerOf(bookingId)).dues)
    if (due.dueDate <= today() && !due.paidAt) {
      const res = await send(cast.owner, 'POST', `/api/payments/dues/${due.id}/cash`);
      expect(res.statusCode, res.body).toBe(201);
    }
}

/** The money status each side reads: on the stay itself and in their list of stays. */
async function moneyStatusSeen(bookingId: string): Promise<string[]> {
  const seen: string[] = [];
  for (const user of [cast.tenant, cast.owner]) {
    const one = await send(user, 'GET', `/api/bookings/${bookingId}`);
    expect(one.statusCode, one.body).toBe(200);
    seen.push(bookingSchema.parse(one.json()).moneyStatus);
    const list = await send(user, 'GET', '/api/bookings?limit=100');
    const listed = bookingListSchema.parse(list.json()).bookings.find((b) => b.id === bookingId);
    seen.push(listed?.moneyStatus ?? 'missing');
  }
  return seen;
}

describe("a stay's money status, from its ledger", () => {
  it('is none while the stay is only asked for, with no ledger', async () => {
    const listing = await makeProperty(t.app, cast.owner, { rent: 10_000, deposit: 20_000 });
    const res = await send(cast.tenant, 'POST', `/api/properties/${listing.id}/bookings`, {
      startDate: addDaysToDate(today(), 3),
      endDate: addDaysToDate(today(), 40),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Booking>().moneyStatus).toBe('none');
  });

  it('says late while a due is unpaid past its date, due once only the next month is open', async () => {
    // Began 69 days ago: the deposit and three months are dated in the past, none paid.
    const stay = await pastStay(70, 6);
    expect(await moneyStatusSeen(stay.id)).toEqual(['late', 'late', 'late', 'late']);
    await payEverythingBegun(stay.id);
    // Every due dated so far is paid; the next month falls due within 30 days.
    expect(await moneyStatusSeen(stay.id)).toEqual(['due', 'due', 'due', 'due']);
  });

  it('says paid up once every due is paid, and deposit refunded once its refund is recorded', async () => {
    // Two months that ended 9 days ago: every due is in the past.
    const stay = await pastStay(70, 2);
    expect(await moneyStatusSeen(stay.id)).toEqual(['late', 'late', 'late', 'late']);
    await payEverythingBegun(stay.id);
    expect((await ledgerOf(stay.id)).totals.duePaise).toBe(0);
    expect(await moneyStatusSeen(stay.id)).toEqual(['paid-up', 'paid-up', 'paid-up', 'paid-up']);

    // Move-out: ₹2,500 kept for a repair, the rest paid back by UPI.
    const kept = await send(cast.owner, 'POST', `/api/rent-ledger/stays/${stay.id}/deductions`, {
      amountPaise: 250_000,
      reason: 'Broken kitchen tap replaced',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    // A deduction alone is no refund.
    expect((await moneyStatusSeen(stay.id))[0]).toBe('paid-up');
    const refund = await send(cast.owner, 'POST', `/api/payments/stays/${stay.id}/deposit-refund`, {
      method: 'upi',
      reference: '431200001111',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await moneyStatusSeen(stay.id)).toEqual([
      'deposit-refunded',
      'deposit-refunded',
      'deposit-refunded',
      'deposit-refunded',
    ]);
  });

  it('can no longer be set by hand: the old payment endpoint is gone', async () => {
    const stay = await pastStay(70, 6);
    const res = await send(cast.owner, 'PATCH', `/api/bookings/${stay.id}/payment`, {
      paymentStatus: 'paid',
    });
    expect(res.statusCode).toBe(404);
    expect((await moneyStatusSeen(stay.id))[0]).toBe('late');
  });
});
