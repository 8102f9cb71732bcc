import { beforeAll, describe, expect, it } from 'vitest';
import type { Payment, ServiceBooking, UpiRequest } from '@nivaas/shared';
import type { FastifyInstance } from 'fastify';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import {
  bookSlot,
  dayHasCome,
  EVERY_DAY,
  kolkataDay,
  moveBooking,
} from '../../../test/service-bookings';
import { pdfText } from '../../../test/pdf-text';
import { addService } from '../../../test/services';
import { useTwoInstances } from '../../../test/two-instances';

/**
 * Paying a service booking after completion (decision 062), through the same payments module as
 * rent: UPI with a reference the provider confirms or disputes, cash recorded by the provider, a
 * late cancellation's fee paid the same way; two payments of one booking at once give one.
 */
const apps = useTwoInstances();
const env = { first: () => ({ app: apps.first.app }) };

let u: Record<'provider' | 'customer' | 'stranger', TestUser>;
let service: { id: string; providerId: string };
beforeAll(async () => {
  u = await makeUsers(apps.first.app, {
    provider: 'service-provider',
    customer: 'tenant',
    stranger: 'tenant',
  });
  service = await addService(env.first(), u.provider, { availability: EVERY_DAY, price: 1_250 });
  const upi = await send(apps.first.app, u.provider, 'PUT', '/api/me/upi-id', {
    vpa: 'ravi.fixes@okaxis',
    payeeName: 'Ravi Kumar',
  });
  expect(upi.statusCode, upi.body).toBe(200);
}, 180_000);

const send = (
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

/** What a booking owes, paid one way: its UPI request (GET) or claim, cash, a gateway order. */
const pay = (
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST',
  bookingId: string,
  way: 'upi' | 'cash' | 'gateway-order',
  payload?: Record<string, unknown>,
) => send(app, user, method, `/api/payments/service-bookings/${bookingId}/${way}`, payload);

/** The payee confirms a payment or disputes it. */
const decide = (
  app: FastifyInstance,
  user: TestUser,
  paymentId: string,
  action: 'confirm' | 'dispute',
  payload?: Record<string, unknown>,
) => send(app, user, 'POST', `/api/payments/${paymentId}/${action}`, payload);

const read = async (user: TestUser, id: string) => {
  const res = await send(apps.first.app, user, 'GET', `/api/service-bookings/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServiceBooking>();
};

let day = 2;
/** A booking of the service taken to `completed` by its provider. */
async function completed(): Promise<ServiceBooking> {
  const b = await bookSlot(env.first(), u.customer, service, { date: kolkataDay(day++) });
  expect((await moveBooking(env.first(), u.provider, b.id, 'confirmed')).statusCode).toBe(200);
  await dayHasCome(env.first(), b.id);
  expect((await moveBooking(env.first(), u.provider, b.id, 'in-progress')).statusCode).toBe(200);
  const done = await moveBooking(env.first(), u.provider, b.id, 'completed');
  expect(done.statusCode, done.body).toBe(200);
  return done.json<ServiceBooking>();
}

describe('paying a completed service booking', () => {
  it('owes nothing before completion; the customer alone may pay it', async () => {
    const b = await bookSlot(env.first(), u.customer, service, { date: kolkataDay(day++) });
    expect(b.owed).toBeNull();
    const early = await pay(apps.first.app, u.customer, 'POST', b.id, 'upi', {
      reference: 'UTR123456789',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: { reason: string } }>().error.reason).toBe('payment.nothing-owed');

    const done = await completed();
    expect(done.owed).toMatchObject({ purpose: 'service', amountPaise: 125_000, state: 'unpaid' });
    const byProvider = await pay(apps.first.app, u.provider, 'GET', done.id, 'upi');
    expect(byProvider.statusCode).toBe(403);
    expect(byProvider.json<{ error: { reason: string } }>().error.reason).toBe(
      'payment.customer-only',
    );
    const byStranger = await pay(apps.first.app, u.stranger, 'GET', done.id, 'upi');
    expect(byStranger.statusCode).toBe(404);
  }, 120_000);

  it('by UPI: the link pays the provider the total; a disputed claim opens it again; confirmed, the invoice says how', async () => {
    const b = await completed();
    const req = await pay(apps.first.app, u.customer, 'GET', b.id, 'upi');
    expect(req.statusCode, req.body).toBe(200);
    const upi = req.json<UpiRequest>();
    expect(upi.link).toContain('pa=ravi.fixes%40okaxis');
    expect(upi.link).toContain('am=1250.00');
    expect(upi.qrSvg).toContain('<svg');

    const first = await pay(apps.first.app, u.customer, 'POST', b.id, 'upi', {
      reference: 'utr111122223333',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await read(u.provider, b.id)).owed).toMatchObject({
      state: 'waiting',
      payment: { method: 'upi', status: 'claimed', reference: 'UTR111122223333' },
    });
    const disputed = await decide(apps.first.app, u.provider, first.json<Payment>().id, 'dispute', {
      reason: 'No such credit in my account',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect((await read(u.customer, b.id)).owed?.state).toBe('unpaid');

    const second = await pay(apps.first.app, u.customer, 'POST', b.id, 'upi', {
      reference: 'UTR444455556666',
    });
    expect(second.statusCode, second.body).toBe(201);
    const confirmed = await decide(
      apps.first.app,
      u.provider,
      second.json<Payment>().id,
      'confirm',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paid = await read(u.customer, b.id);
    expect(paid.owed).toMatchObject({
      state: 'paid',
      amountPaise: 125_000,
      payment: { method: 'upi', status: 'confirmed', reference: 'UTR444455556666' },
    });
    const again = await pay(apps.first.app, u.customer, 'POST', b.id, 'upi', {
      reference: 'UTR777788889999',
    });
    expect(again.json<{ error: { reason: string } }>().error.reason).toBe('payment.already-paid');

    const invoice = await send(
      apps.first.app,
      u.customer,
      'GET',
      `/api/service-bookings/${b.id}/invoice`,
    );
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
  }, 120_000);

  it('in cash: recorded by the provider only, paid at once', async () => {
    const b = await completed();
    const byCustomer = await pay(apps.first.app, u.customer, 'POST', b.id, 'cash');
    expect(byCustomer.statusCode).toBe(403);
    const cash = await pay(apps.first.app, u.provider, 'POST', b.id, 'cash');
    expect(cash.statusCode, cash.body).toBe(201);
    expect((await read(u.customer, b.id)).owed).toMatchObject({
      state: 'paid',
      payment: { method: 'cash', status: 'confirmed' },
    });
  }, 120_000);

  it('by the gateway: off without its settings', async () => {
    const b = await completed();
    const order = await pay(apps.first.app, u.customer, 'POST', b.id, 'gateway-order');
    expect(order.statusCode).toBe(404);
    expect(order.json<{ error: { reason: string } }>().error.reason).toBe('payment.gateway-off');
  }, 120_000);

  it('a late cancellation’s fee is owed and paid the same way', async () => {
    await send(apps.first.app, u.provider, 'PUT', '/api/me/cancellation-policy', {
      freeHours: 48,
      feePercent: 20,
    });
    const b = await bookSlot(env.first(), u.customer, service, { date: kolkataDay(1) });
    expect((await moveBooking(env.first(), u.provider, b.id, 'confirmed')).statusCode).toBe(200);
    const cancelled = await moveBooking(env.first(), u.customer, b.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const owed = (await read(u.customer, b.id)).owed;
    expect(owed).toMatchObject({
      purpose: 'cancellation-fee',
      amountPaise: 25_000,
      state: 'unpaid',
    });
    const req = await pay(apps.first.app, u.customer, 'GET', b.id, 'upi');
    expect(req.json<UpiRequest>().link).toContain('am=250.00');
    const receipt = (who: TestUser, lang = 'en') =>
      send(
        apps.first.app,
        who,
        'GET',
        `/api/service-bookings/${b.id}/cancellation-receipt?lang=${lang}`,
      );
    expect((await receipt(u.customer)).statusCode).toBe(409);
    const cash = await pay(apps.first.app, u.provider, 'POST', b.id, 'cash');
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json<Payment>().amountPaise).toBe(25_000);
    // Paid: both sides download its receipt; nobody else learns it exists.
    expect((await receipt(u.stranger)).statusCode).toBe(404);
    for (const who of [u.customer, u.provider]) {
      const res = await receipt(who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toContain('NIV-C-');
      const text = await pdfText(res.rawPayload);
      for (const expected of ['Cancellation fee receipt', '₹250', 'Cash', 'rupees only'])
        expect(text).toContain(expected);
    }
    expect(await pdfText((await receipt(u.customer, 'te')).rawPayload)).toContain(
      'రసీదు సంఖ్య: NIV-C-',
    );
    await send(apps.first.app, u.provider, 'PUT', '/api/me/cancellation-policy', {
      freeHours: 0,
      feePercent: 0,
    });
  }, 120_000);

  it('two payments of one booking at two instances at once give one; a confirmation retried at both pays once', async () => {
    const b = await completed();
    const claims = await Promise.all(
      [apps.first.app, apps.second.app, apps.first.app, apps.second.app].map((app, i) =>
        send(app, u.customer, 'POST', `/api/payments/service-bookings/${b.id}/upi`, {
          reference: `UTR90000000${i}`,
        }),
      ),
    );
    expect(claims.map((c) => c.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const claimed = claims.find((c) => c.statusCode === 201)!.json<Payment>();
    const [confirmA, confirmB, cash] = await Promise.all([
      decide(apps.first.app, u.provider, claimed.id, 'confirm'),
      decide(apps.second.app, u.provider, claimed.id, 'confirm'),
      pay(apps.second.app, u.provider, 'POST', b.id, 'cash'),
    ]);
    expect([confirmA!.statusCode, confirmB!.statusCode]).toEqual([200, 200]);
    expect(cash!.statusCode).toBe(409);
    const rows = await apps.first.app.db
      .selectFrom('payments')
      .select(['status', 'amountPaise'])
      .where('serviceBookingId', '=', b.id)
      .execute();
    expect(rows.map((r) => [r.status, Number(r.amountPaise)])).toEqual([['confirmed', 125_000]]);
  }, 120_000);

  it('a service’s visiting charge is in the booking’s upfront total, and so in what is owed', async () => {
    const visited = await addService(env.first(), u.provider, {
      availability: EVERY_DAY,
      price: 500,
      priceType: 'per-visit',
      visitingChargePaise: 9_900,
    });
    expect(visited.visitingChargePaise).toBe(9_900);
    const b = await bookSlot(env.first(), u.customer, visited, { date: kolkataDay(day++) });
    expect(b.totalPaise).toBe(59_900);
    const tooMuch = await send(apps.first.app, u.provider, 'PATCH', `/api/services/${visited.id}`, {
      visitingChargePaise: 5_000_01,
    });
    expect(tooMuch.statusCode).toBe(400);
  }, 120_000);
});
