import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoCheckoutResultSchema,
  gatewayOrderSchema,
  paymentSchema,
  stayLedgerSchema,
  type Booking,
  type Due,
} from '@nivaas/shared';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';

/**
 * The demo gateway (decision 067): an order, the demo dialog's choice, its signed webhook
 * through the webhook route, and the browser's signed checkout result, recorded once.
 */
let t: TestApp;
let cast: StayCast;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_DEMO_GATEWAY: 'true' } });
  cast = await makeStayCast(t.app);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(async () => t.close());

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

async function firstRent(deposit?: number): Promise<{ stay: Booking; due: Due }> {
  const listing = await makeProperty(t.app, cast.owner, {
    rent: 9_000,
    title: 'Demo Flat',
    ...(deposit ? { deposit } : {}),
  });
  const booked = await send(cast.tenant, 'POST', `/api/properties/${listing.id}/bookings`, {
    startDate: dayFromToday(1),
    endDate: dayFromToday(200),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const stay = booked.json<Booking>();
  expect((await send(cast.owner, 'POST', `/api/bookings/${stay.id}/confirm`)).statusCode).toBe(200);
  return { stay, due: (await ledger(stay.id)).dues.find((d) => d.kind === 'rent')! };
}

const ledger = async (bookingId: string, who: TestUser = cast.tenant) =>
  stayLedgerSchema.parse((await send(who, 'GET', `/api/rent-ledger/stays/${bookingId}`)).json());

const openOrder = async (dueId: string) => {
  const res = await send(cast.tenant, 'POST', `/api/payments/dues/${dueId}/gateway-order`);
  expect(res.statusCode, res.body).toBe(201);
  return gatewayOrderSchema.parse(res.json());
};

describe('the demo gateway', () => {
  it('is offered by the config, and its order names it', async () => {
    const config = await send(null, 'GET', '/api/config');
    expect(config.json()).toMatchObject({ paymentGateway: 'demo' });
    const { due } = await firstRent();
    const order = await openOrder(due.id);
    expect(order).toMatchObject({ gateway: 'demo', keyId: 'demo', amountPaise: 900_000 });
  });

  it('pays through its signed webhook and the signed checkout result: one payment, seen by both sides', async () => {
    const { stay, due } = await firstRent();
    const order = await openOrder(due.id);
    const url = `/api/payments/${order.paymentId}/demo-checkout`;
    expect((await send(cast.owner, 'POST', url, { outcome: 'paid' })).statusCode).toBe(403);
    expect((await send(cast.anotherSeeker, 'POST', url, { outcome: 'paid' })).statusCode).toBe(404);
    const paid = await send(cast.tenant, 'POST', url, { outcome: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const { checkout } = demoCheckoutResultSchema.parse(paid.json());
    expect(checkout?.razorpay_order_id).toBe(order.orderId);
    // The webhook came first: the due is paid before the browser says anything.
    for (const who of [cast.tenant, cast.owner])
      expect((await ledger(stay.id, who)).dues.find((d) => d.id === due.id)).toMatchObject({
        state: 'paid',
        payment: { id: order.paymentId, method: 'gateway', status: 'confirmed' },
      });
    // A tampered signature is refused; the genuine one answers the same payment, once.
    const verify = `/api/payments/${order.paymentId}/gateway-verify`;
    const forged = await send(cast.tenant, 'POST', verify, {
      ...checkout,
      razorpay_signature: '0'.repeat(64),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ error: { reason: string } }>().error.reason).toBe('payment.bad-checkout');
    const verified = await send(cast.tenant, 'POST', verify, checkout!);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(paymentSchema.parse(verified.json())).toMatchObject({ status: 'confirmed' });
    const after = await ledger(stay.id);
    expect(after.totals.paidPaise).toBe(900_000);
    const rows = await t.app.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('dueId', '=', due.id)
      .execute();
    expect(rows).toEqual([{ id: order.paymentId, status: 'confirmed' }]);
    // The order is closed now: the dialog cannot be played again.
    expect((await send(cast.tenant, 'POST', url, { outcome: 'paid' })).statusCode).toBe(409);
  });

  it('verified first, the webhook after changes nothing', async () => {
    const { stay, due } = await firstRent();
    const order = await openOrder(due.id);
    // The browser's result alone (signed as the demo gateway signs) records the payment.
    const gateway = t.app.config.demoGateway!;
    const { createHmac } = await import('node:crypto');
    const paymentId = 'pay_demoBrowserFirst';
    const signature = createHmac('sha256', gateway.keySecret)
      .update(`${order.orderId}|${paymentId}`)
      .digest('hex');
    const verified = await send(
      cast.tenant,
      'POST',
      `/api/payments/${order.paymentId}/gateway-verify`,
      {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.orderId,
        razorpay_signature: signature,
      },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, amount: 900_000, order_id: order.orderId } } },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', gateway.webhookSecret)
          .update(body)
          .digest('hex'),
        'x-razorpay-event-id': 'evt_after_browser',
      },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    expect((await ledger(stay.id)).totals.paidPaise).toBe(900_000);
  });

  it('a failed demo payment, or a checkout closed without paying, lets the due be paid by UPI', async () => {
    await send(cast.owner, 'PUT', '/api/me/upi-id', { vpa: 'owner@okaxis', payeeName: 'Owner' });
    const { due } = await firstRent();
    const failed = await openOrder(due.id);
    const res = await send(cast.tenant, 'POST', `/api/payments/${failed.paymentId}/demo-checkout`, {
      outcome: 'failed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ checkout: null });

    const closed = await openOrder(due.id);
    const claim = () =>
      send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, { reference: 'UTR998877665' });
    expect((await claim()).statusCode).toBe(409);
    expect(
      (await send(cast.owner, 'POST', `/api/payments/${closed.paymentId}/gateway-cancel`))
        .statusCode,
    ).toBe(403);
    const cancelled = await send(
      cast.tenant,
      'POST',
      `/api/payments/${closed.paymentId}/gateway-cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'failed' });
    expect((await claim()).statusCode).toBe(201);
  });
});

describe('a refund through the demo gateway', () => {
  it('pays back a deposit paid online at once, through its signed refund.processed', async () => {
    const { stay } = await firstRent(18_000);
    const deposit = (await ledger(stay.id)).dues.find((d) => d.kind === 'deposit')!;
    const order = await openOrder(deposit.id);
    const paid = await send(cast.tenant, 'POST', `/api/payments/${order.paymentId}/demo-checkout`, {
      outcome: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refund = await send(cast.owner, 'POST', `/api/payments/stays/${stay.id}/deposit-refund`, {
      method: 'gateway',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(paymentSchema.parse(refund.json())).toMatchObject({
      kind: 'refund',
      method: 'gateway',
      status: 'confirmed',
      amountPaise: deposit.amountPaise,
      reference: expect.stringMatching(/^rfnd_demo/),
    });
    for (const who of [cast.tenant, cast.owner]) {
      const after = await ledger(stay.id, who);
      expect(after.refunds).toMatchObject([{ status: 'confirmed' }]);
      expect(after.totals.refundedPaise).toBe(deposit.amountPaise);
    }
  });
});

describe('where the demo gateway is on', () => {
  it('never in production, and not beside Razorpay', () => {
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        PAYMENT_DEMO_GATEWAY: 'true',
      }),
    ).toThrow(/PAYMENT_DEMO_GATEWAY/);
    expect(loadConfig({ APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }).demoGateway).toBe(
      null,
    );
    expect(loadConfig({ APP_ENV: 'demo', DATA_DIR: t.app.config.dataDir }).demoGateway).not.toBe(
      null,
    );
    expect(
      loadConfig({
        APP_ENV: 'demo',
        DATA_DIR: t.app.config.dataDir,
        RAZORPAY_KEY_ID: 'k',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      }).demoGateway,
    ).toBe(null);
  });

  it("lets Razorpay's checkout script in only when Razorpay is on", async () => {
    const page = await send(null, 'GET', '/api/config');
    expect(String(page.headers['content-security-policy'])).not.toContain('razorpay');
    const other = await buildTestApp({
      env: { RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' },
    });
    try {
      const csp = String(
        (await other.app.inject({ method: 'GET', url: '/api/config' })).headers[
          'content-security-policy'
        ],
      );
      expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/);
      expect((await other.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
        paymentGateway: 'razorpay',
      });
    } finally {
      await other.close();
    }
  });
});
