import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BOOKING_MESSAGES as M, type ServiceBooking } from '@nivaas/shared';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { bookSlot, EVERY_DAY, kolkataDay, moveBooking } from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({
  env: {
    SERVICE_BOOKING_PENDING_PER_PROVIDER: '1000',
    SERVICE_BOOKING_PENDING_IN_ALL: '1000',
    SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR: '1000',
  },
});

let u: Record<'provider' | 'customer' | 'tenant', TestUser>;
let service: { id: string; providerId: string };
beforeAll(async () => {
  u = await makeUsers(t.app, {
    provider: 'service-provider',
    customer: 'tenant',
    tenant: 'tenant',
  });
  service = await addService(t, u.provider, { availability: EVERY_DAY, price: 800 });
}, 180_000);

const setPolicy = (user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/cancellation-policy',
    headers: as(user),
    payload: payload as Record<string, unknown>,
  });
const readPolicy = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/service-providers/${u.provider.id}/cancellation-policy`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ policy: unknown }>().policy;
};
const read = async (user: TestUser, id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/service-bookings/${id}`,
    headers: as(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServiceBooking>();
};
/** A confirmed booking whose slot begins `hours` from now (its date and slot moved there). */
async function confirmedStartingIn(hours: number, day: number) {
  const b = await bookSlot(t, u.customer, service, { date: kolkataDay(day) });
  expect((await moveBooking(t, u.provider, b.id, 'confirmed')).statusCode).toBe(200);
  const start = new Date(Date.now() + hours * 3_600_000);
  const ist = new Date(start.getTime() + 5.5 * 3_600_000).toISOString();
  await t.app.db
    .updateTable('service_bookings')
    .set({ date: ist.slice(0, 10), timeSlot: `${ist.slice(11, 16)}-23:59` })
    .where('id', '=', b.id)
    .execute();
  return b;
}

describe("a provider's cancellation policy", () => {
  it('is set by the provider only, within its bounds, and read by anyone', async () => {
    expect(await readPolicy()).toBeNull();
    expect((await setPolicy(u.tenant, { freeHours: 24, feePercent: 20 })).statusCode).toBe(403);
    const bad = await setPolicy(u.provider, { freeHours: -1, feePercent: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      freeHours: M.freeHours,
      feePercent: M.feePercent,
    });
    const ok = await setPolicy(u.provider, { freeHours: 24, feePercent: 20 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await readPolicy()).toEqual({ freeHours: 24, feePercent: 20 });
  });

  it('is kept on a booking as it stood when booked, and charged on a late cancellation, seen by both', async () => {
    await setPolicy(u.provider, { freeHours: 24, feePercent: 20 });
    const late = await confirmedStartingIn(5, 2);
    expect(late.cancellationPolicy).toEqual({ freeHours: 24, feePercent: 20 });
    expect(late.cancellationFeePaise).toBeNull();
    // A later change of the policy does not alter the one booked under.
    await setPolicy(u.provider, { freeHours: 2, feePercent: 50 });

    const cancelled = await moveBooking(t, u.customer, late.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // 20% of ₹800.
    expect(cancelled.json<ServiceBooking>().cancellationFeePaise).toBe(16_000);
    expect((await read(u.provider, late.id)).cancellationFeePaise).toBe(16_000);
    expect((await read(u.customer, late.id)).cancellationFeePaise).toBe(16_000);
  });

  it('charges nothing in the free window, for a request not yet confirmed, or when the provider cancels', async () => {
    await setPolicy(u.provider, { freeHours: 24, feePercent: 20 });
    const early = await confirmedStartingIn(48, 3);
    expect((await moveBooking(t, u.customer, early.id, 'cancelled')).statusCode).toBe(200);
    expect((await read(u.customer, early.id)).cancellationFeePaise).toBe(0);

    const pending = await bookSlot(t, u.customer, service, { date: kolkataDay(1) });
    expect((await moveBooking(t, u.customer, pending.id, 'cancelled')).statusCode).toBe(200);
    expect((await read(u.customer, pending.id)).cancellationFeePaise).toBe(0);

    const byProvider = await confirmedStartingIn(1, 4);
    expect((await moveBooking(t, u.provider, byProvider.id, 'cancelled')).statusCode).toBe(200);
    expect((await read(u.customer, byProvider.id)).cancellationFeePaise).toBe(0);
  });
});
