import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonthsToDate,
  dueListSchema,
  paymentSchema,
  stayLedgerSchema,
  upiRequestSchema,
  type Booking,
  type Due,
  type Payment,
  type Property,
} from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';
import { closeSockets, collect, connected, listen, openSocket, sleep } from '../../../test/sockets';

const WEBHOOK_SECRET = 'whsec-test-0123456789';

/**
 * A stand-in for Razorpay's API: answers orders, captures and refunds as Razorpay does, and
 * notes each capture and refund asked; a path put in `failOnce` answers 502 the next time.
 */
let razorpay: Server;
const ordersSeen: { amount: number; currency: string; receipt: string }[] = [];
const gatewayCalls: { path: string; body: Record<string, unknown> }[] = [];
const failOnce = new Set<string>();
const callsTo = (path: string) => gatewayCalls.filter((c) => c.path === path);
let t: TestApp;
let cast: StayCast;
let listing: Property;

beforeAll(async () => {
  razorpay = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const auth = Buffer.from('rzp_test_key:rzp_test_secret').toString('base64');
      if (req.headers.authorization !== `Basic ${auth}`) {
        res.writeHead(401).end('{}');
        return;
      }
      const input = JSON.parse(body || '{}') as {
        amount: number;
        currency: string;
        receipt: string;
      };
      const path = req.url ?? '';
      if (path === '/v1/orders') ordersSeen.push(input);
      else gatewayCalls.push({ path, body: input });
      if (failOnce.delete(path)) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      const refunded = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      res.end(
        JSON.stringify(
          refunded
            ? {
                id: `rfnd_${gatewayCalls.length}`,
                entity: 'refund',
                amount: input.amount,
                payment_id: refunded[1],
                receipt: input.receipt,
                status: 'pending',
              }
            : { id: `order_${ordersSeen.length}`, amount: input.amount, currency: 'INR' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  const port = (razorpay.address() as AddressInfo).port;
  t = await buildTestApp({
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}/v1`,
    },
  });
  cast = await makeStayCast(t.app);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(async () => {
  closeSockets();
  await t.close();
  await new Promise((resolve) => razorpay.close(resolve));
});

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const ledgerOf = async (bookingId: string, who: TestUser = cast.tenant) => {
  const res = await send(who, 'GET', `/api/rent-ledger/stays/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return stayLedgerSchema.parse(res.json());
};

/**
 * A confirmed stay with a deposit, its dues written, at a listing of its own (a stay starts
 * within 2 years, so stays one after another at one listing would soon run out of calendar).
 */
async function newStay(): Promise<Booking> {
  const start = 1;
  listing = await makeProperty(t.app, cast.owner, {
    rent: 12_000,
    deposit: 24_000,
    title: 'Teak House',
  });
  const booking = await send(cast.tenant, 'POST', `/api/properties/${listing.id}/bookings`, {
    startDate: dayFromToday(start),
    endDate: dayFromToday(start + 364),
  });
  expect(booking.statusCode, booking.body).toBe(201);
  const id = booking.json<Booking>().id;
  expect((await send(cast.owner, 'POST', `/api/bookings/${id}/confirm`)).statusCode).toBe(200);
  return booking.json<Booking>();
}

const dueOf = async (
  bookingId: string,
  kind: 'deposit' | 'rent' = 'rent',
  index = 0,
): Promise<Due> => (await ledgerOf(bookingId)).dues.filter((d) => d.kind === kind)[index]!;

/** The app on a real socket (realtime needs one), once for the whole file. */
let address: string | undefined;
const listening = async () => (address ??= await listen(t.app));

const sign = (body: string, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

const webhook = (body: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/razorpay',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('the rent ledger', () => {
  it('gives a confirmed stay its deposit and one rent per month in paise, for both sides', async () => {
    const stay = await newStay();
    const ledger = await ledgerOf(stay.id);
    const deposit = ledger.dues.filter((d) => d.kind === 'deposit');
    const rents = ledger.dues.filter((d) => d.kind === 'rent');
    expect(deposit).toMatchObject([
      { amountPaise: 2_400_000, dueDate: stay.startDate, state: 'due' },
    ]);
    expect(rents).toHaveLength(12);
    expect(rents.map((r) => r.periodStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonthsToDate(stay.startDate, i)),
    );
    expect(rents.every((r) => r.amountPaise === 1_200_000)).toBe(true);
    expect(ledger.totals).toEqual({
      duePaise: 2_400_000 + 12 * 1_200_000,
      paidPaise: 0,
      refundedPaise: 0,
      deductedPaise: 0,
    });
    expect(await ledgerOf(stay.id, cast.owner)).toEqual(ledger);

    const tenantDues = dueListSchema.parse(
      (await send(cast.tenant, 'GET', '/api/rent-ledger/dues?as=tenant&state=due')).json(),
    ).dues;
    expect(tenantDues.map((d) => d.id)).toEqual(
      expect.arrayContaining([deposit[0]!.id, rents[0]!.id]),
    );
    const upcoming = dueListSchema.parse(
      (
        await send(cast.owner, 'GET', '/api/rent-ledger/dues?as=owner&state=upcoming&limit=100')
      ).json(),
    ).dues;
    expect(upcoming.map((d) => d.id)).toContain(rents[11]!.id);
    expect(upcoming.every((d) => d.ownerId === cast.owner.id && d.state === 'upcoming')).toBe(true);
  });

  it('moves unpaid months to the owner’s due day; the tenant may not, nor anyone else see', async () => {
    const stay = await newStay();
    const res = await send(cast.owner, 'PUT', `/api/rent-ledger/stays/${stay.id}/due-day`, {
      dueDay: 28,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rents = stayLedgerSchema.parse(res.json()).dues.filter((d) => d.kind === 'rent');
    // The 28th of each month, or the day the month begins when that comes later.
    for (const rent of rents) {
      const the28th = `${rent.periodStart.slice(0, 7)}-28`;
      expect(rent.dueDate).toBe(the28th < rent.periodStart ? rent.periodStart : the28th);
    }

    expect(
      (
        await send(cast.tenant, 'PUT', `/api/rent-ledger/stays/${stay.id}/due-day`, { dueDay: 5 })
      ).json().error.reason,
    ).toBe('rent-ledger.owner-only');
    expect(
      (await send(cast.anotherSeeker, 'GET', `/api/rent-ledger/stays/${stay.id}`)).statusCode,
    ).toBe(403);
    expect((await send(null, 'GET', `/api/rent-ledger/stays/${stay.id}`)).statusCode).toBe(401);
    expect(
      (await send(cast.owner, 'PUT', `/api/rent-ledger/stays/${stay.id}/due-day`, { dueDay: 31 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('paying by UPI', () => {
  it('shows the owner’s intent link and QR, takes the UTR, and the owner confirms; both hear each step', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id);
    expect(
      (await send(cast.tenant, 'GET', `/api/payments/dues/${due.id}/upi`)).json().error.reason,
    ).toBe('payment.no-upi-id');
    expect(
      (await send(cast.owner, 'PUT', '/api/me/upi-id', { vpa: 'not a vpa', payeeName: 'Ravi' }))
        .statusCode,
    ).toBe(400);
    const saved = await send(cast.owner, 'PUT', '/api/me/upi-id', {
      vpa: ' Ravi.Kumar@OKAXIS ',
      payeeName: 'Ravi Kumar',
    });
    expect(saved.json()).toMatchObject({ vpa: 'ravi.kumar@okaxis', payeeName: 'Ravi Kumar' });

    const upi = upiRequestSchema.parse(
      (await send(cast.tenant, 'GET', `/api/payments/dues/${due.id}/upi`)).json(),
    );
    expect(upi.link).toBe(
      `upi://pay?pa=ravi.kumar%40okaxis&pn=Ravi%20Kumar&am=12000.00&cu=INR&tn=${encodeURIComponent(`Nivaas Rent ${due.periodStart.slice(0, 7)}`)}`,
    );
    expect(upi.qrSvg).toMatch(/^<svg/);
    expect((await send(cast.owner, 'GET', `/api/payments/dues/${due.id}/upi`)).statusCode).toBe(
      403,
    );
    expect(
      (await send(cast.anotherSeeker, 'GET', `/api/payments/dues/${due.id}/upi`)).statusCode,
    ).toBe(404);

    const url = await listening();
    const ownerSocket = openSocket(url, { cookie: cast.owner.cookie });
    const tenantSocket = openSocket(url, { cookie: cast.tenant.cookie });
    await Promise.all([connected(ownerSocket), connected(tenantSocket)]);
    const ownerHeard = collect(ownerSocket);
    const tenantHeard = collect(tenantSocket);

    const claim = await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, {
      reference: '412345678901',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const payment = paymentSchema.parse(claim.json());
    expect(payment).toMatchObject({
      method: 'upi',
      status: 'claimed',
      reference: '412345678901',
      amountPaise: 1_200_000,
    });
    expect((await dueOf(stay.id)).payment).toMatchObject({ id: payment.id, status: 'claimed' });
    expect(
      (await send(cast.tenant, 'POST', `/api/payments/${payment.id}/confirm`)).statusCode,
    ).toBe(403);

    const confirmed = await send(cast.owner, 'POST', `/api/payments/${payment.id}/confirm`);
    expect(confirmed.json<Payment>()).toMatchObject({
      status: 'confirmed',
      paidAt: expect.any(String),
    });
    // A retry confirms nothing twice.
    expect(
      (await send(cast.owner, 'POST', `/api/payments/${payment.id}/confirm`)).json<Payment>(),
    ).toEqual(confirmed.json());
    const paid = await dueOf(stay.id);
    expect(paid).toMatchObject({ state: 'paid', payment: { id: payment.id, status: 'confirmed' } });
    expect((await ledgerOf(stay.id)).totals.paidPaise).toBe(1_200_000);

    for (let i = 0; i < 100 && (ownerHeard.length < 2 || tenantHeard.length < 2); i++)
      await sleep(50);
    for (const heard of [ownerHeard, tenantHeard])
      expect(
        heard
          .filter((e) => e.name === 'payment.changed')
          .map((e) => (e.payload as { status: string }).status),
      ).toEqual(['claimed', 'confirmed']);
  });

  it('opens the due again when the owner disputes, with the reason; a second claim then goes through', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id, 'rent', 1);
    const first = (
      await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, {
        reference: 'UTR000111222',
      })
    ).json<Payment>();
    expect(
      (
        await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, {
          reference: 'UTR000111223',
        })
      ).json().error.reason,
    ).toBe('payment.in-progress');
    expect(
      (await send(cast.owner, 'POST', `/api/payments/${first.id}/dispute`, { reason: 'x' }))
        .statusCode,
    ).toBe(400);
    const disputed = await send(cast.owner, 'POST', `/api/payments/${first.id}/dispute`, {
      reason: 'Nothing arrived in my account',
    });
    expect(disputed.json()).toMatchObject({
      status: 'disputed',
      disputeReason: 'Nothing arrived in my account',
    });
    expect((await dueOf(stay.id, 'rent', 1)).payment).toBeNull();
    const second = await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, {
      reference: 'UTR000111224',
    });
    expect(second.statusCode).toBe(201);
    expect(
      (await send(cast.owner, 'POST', `/api/payments/${first.id}/confirm`)).json().error.reason,
    ).toBe('payment.not-claimed');
  });

  it('gives one payment of two claims sent at once', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id, 'rent', 2);
    const answers = await Promise.all(
      ['UTR900000001', 'UTR900000002', 'UTR900000003'].map((reference) =>
        send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, { reference }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('dueId', '=', due.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('cash', () => {
  it('is recorded by the owner and pays the due at once; a repeat is refused, the tenant may not', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id, 'deposit');
    expect(
      (await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/cash`)).json().error.reason,
    ).toBe('payment.payee-only');
    const cash = await send(cast.owner, 'POST', `/api/payments/dues/${due.id}/cash`);
    expect(cash.json()).toMatchObject({
      method: 'cash',
      status: 'confirmed',
      amountPaise: 2_400_000,
    });
    expect(
      (await send(cast.owner, 'POST', `/api/payments/dues/${due.id}/cash`)).json().error.reason,
    ).toBe('payment.already-paid');
    expect((await dueOf(stay.id, 'deposit')).state).toBe('paid');
  });
});

describe('move-out', () => {
  it('deducts with reasons up to the deposit, refunds the rest once; paid total = dues paid − refunds', async () => {
    const stay = await newStay();
    const deposit = await dueOf(stay.id, 'deposit');
    const rent = await dueOf(stay.id);
    expect(
      (
        await send(cast.owner, 'POST', `/api/rent-ledger/stays/${stay.id}/deductions`, {
          amountPaise: 100,
          reason: 'Paint',
        })
      ).json().error.reason,
    ).toBe('payment.no-deposit');
    await send(cast.owner, 'POST', `/api/payments/dues/${deposit.id}/cash`);
    await send(cast.owner, 'POST', `/api/payments/dues/${rent.id}/cash`);
    expect(
      (
        await send(cast.owner, 'POST', `/api/rent-ledger/stays/${stay.id}/deductions`, {
          amountPaise: 2_400_001,
          reason: 'Everything',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(cast.tenant, 'POST', `/api/rent-ledger/stays/${stay.id}/deductions`, {
          amountPaise: 100,
          reason: 'Paint',
        })
      ).statusCode,
    ).toBe(403);
    const deducted = await send(
      cast.owner,
      'POST',
      `/api/rent-ledger/stays/${stay.id}/deductions`,
      { amountPaise: 350_050, reason: 'Broken window pane' },
    );
    expect(deducted.statusCode, deducted.body).toBe(201);

    const refund = await send(cast.owner, 'POST', `/api/payments/stays/${stay.id}/deposit-refund`, {
      method: 'upi',
      reference: 'utr777000111',
    });
    expect(refund.json()).toMatchObject({
      kind: 'refund',
      amountPaise: 2_400_000 - 350_050,
      payerId: cast.owner.id,
      payeeId: cast.tenant.id,
      reference: 'UTR777000111',
    });
    expect(
      (
        await send(cast.owner, 'POST', `/api/payments/stays/${stay.id}/deposit-refund`, {
          method: 'cash',
        })
      ).statusCode,
    ).toBe(400);

    const ledger = await ledgerOf(stay.id);
    expect(ledger.deductions).toMatchObject([
      { amountPaise: 350_050, reason: 'Broken window pane' },
    ]);
    expect(ledger.totals).toMatchObject({
      refundedPaise: 2_049_950,
      deductedPaise: 350_050,
      paidPaise: 2_400_000 + 1_200_000 - 2_049_950,
    });
  });
});

describe('the gateway (Razorpay)', () => {
  const paidEvent = (orderId: string, amount: number, paymentId = 'pay_Test1') =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_Test',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount,
            currency: 'INR',
            status: 'captured',
            order_id: orderId,
            method: 'upi',
          },
        },
      },
      created_at: 1_700_000_000,
    });

  it('opens an order for the due, and a signed capture webhook pays it once however often it comes', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id, 'rent', 3);
    const order = await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/gateway-order`);
    expect(order.statusCode, order.body).toBe(201);
    const { orderId, paymentId, keyId } = order.json<{
      orderId: string;
      paymentId: string;
      keyId: string;
    }>();
    expect(keyId).toBe('rzp_test_key');
    expect(ordersSeen.at(-1)).toMatchObject({
      amount: 1_200_000,
      currency: 'INR',
      receipt: paymentId,
    });

    const body = paidEvent(orderId, 1_200_000);
    expect(
      (
        await webhook(body, {
          'x-razorpay-signature': sign(body, 'wrong'),
          'x-razorpay-event-id': 'evt_1',
        })
      ).statusCode,
    ).toBe(403);
    expect((await webhook(body, { 'x-razorpay-event-id': 'evt_1' })).statusCode).toBe(403);
    expect((await dueOf(stay.id, 'rent', 3)).state).not.toBe('paid');

    const deliveries = await Promise.all(
      [1, 2, 3].map(() =>
        webhook(body, { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt_1' }),
      ),
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    const paid = await dueOf(stay.id, 'rent', 3);
    expect(paid).toMatchObject({
      state: 'paid',
      payment: { id: paymentId, method: 'gateway', status: 'confirmed' },
    });
    const events = await t.app.db
      .selectFrom('payment_webhook_events')
      .selectAll()
      .where('eventId', '=', 'evt_1')
      .execute();
    expect(events).toHaveLength(1);
    // The same capture under a new event id changes nothing either.
    const again = await webhook(body, {
      'x-razorpay-signature': sign(body),
      'x-razorpay-event-id': 'evt_2',
    });
    expect(again.statusCode).toBe(200);
    expect((await ledgerOf(stay.id)).totals.paidPaise).toBe(1_200_000);
  });

  it('lets the due go when the payment fails, so it can be paid again', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id, 'rent', 4);
    const { orderId } = (
      await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/gateway-order`)
    ).json<{ orderId: string }>();
    expect(
      (
        await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, {
          reference: 'UTR123123123',
        })
      ).statusCode,
    ).toBe(409);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: 'pay_F', amount: 1_200_000, order_id: orderId, status: 'failed' },
        },
      },
    });
    expect(
      (
        await webhook(body, {
          'x-razorpay-signature': sign(body),
          'x-razorpay-event-id': 'evt_fail',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/upi`, {
          reference: 'UTR123123123',
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('a rent increase', () => {
  it('prices the unpaid months that begin after it at the new rent; paid and begun months keep theirs', async () => {
    const stay = await newStay();
    const first = await dueOf(stay.id);
    await send(cast.owner, 'POST', `/api/payments/dues/${first.id}/cash`);
    // The stay's own listing (newStay made it).
    const saved = await send(cast.owner, 'PUT', `/api/properties/${listing.id}/rent-escalation`, {
      rentIncreaseType: 'fixed',
      rentIncreaseValue: 1_000,
      rentIncreaseFrequencyMonths: 12,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const applied = await send(
      cast.owner,
      'POST',
      `/api/properties/${listing.id}/rent-escalation/apply`,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const rents = (await ledgerOf(stay.id)).dues.filter((d) => d.kind === 'rent');
    expect(rents[0]).toMatchObject({ amountPaise: 1_200_000, state: 'paid' });
    // Every month of this stay begins after today: all unpaid ones are at ₹13,000.
    expect(rents.slice(1).every((r) => r.amountPaise === 1_300_000)).toBe(true);
  });
});

describe('a payment.authorized webhook', () => {
  const authorizedEvent = (orderId: string, paymentId: string) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.authorized',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: 1_200_000,
            currency: 'INR',
            status: 'authorized',
            order_id: orderId,
          },
        },
      },
    });
  const deliver = (body: string, eventId: string) =>
    webhook(body, { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': eventId });
  const eventsNamed = (eventId: string) =>
    t.app.db
      .selectFrom('payment_webhook_events')
      .select('eventId')
      .where('eventId', '=', eventId)
      .execute();

  it('captures the payment once for the order’s amount, however often it comes', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id, 'rent', 5);
    const { orderId } = (
      await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/gateway-order`)
    ).json<{ orderId: string }>();
    const body = authorizedEvent(orderId, 'pay_Auth1');
    for (let i = 0; i < 3; i++) expect((await deliver(body, 'evt_auth_1')).statusCode).toBe(200);
    expect(callsTo('/v1/payments/pay_Auth1/capture').map((c) => c.body)).toEqual([
      { amount: 1_200_000, currency: 'INR' },
    ]);
    expect(await eventsNamed('evt_auth_1')).toHaveLength(1);
  });

  it('answers 503 and notes nothing when the capture fails, so the redelivery captures', async () => {
    const stay = await newStay();
    const due = await dueOf(stay.id, 'rent', 6);
    const { orderId } = (
      await send(cast.tenant, 'POST', `/api/payments/dues/${due.id}/gateway-order`)
    ).json<{ orderId: string }>();
    const path = '/v1/payments/pay_Auth2/capture';
    failOnce.add(path);
    const body = authorizedEvent(orderId, 'pay_Auth2');
    const first = await deliver(body, 'evt_auth_2');
    expect(first.statusCode).toBe(503);
    expect(first.json().error.reason).toBe('payment.gateway-unavailable');
    expect(await eventsNamed('evt_auth_2')).toHaveLength(0);
    // Razorpay delivers the same event again: this time the capture goes through.
    expect((await deliver(body, 'evt_auth_2')).statusCode).toBe(200);
    expect(callsTo(path)).toHaveLength(2);
    expect(await eventsNamed('evt_auth_2')).toHaveLength(1);
    expect((await deliver(body, 'evt_auth_2')).statusCode).toBe(200);
    expect(callsTo(path)).toHaveLength(2);
  });
});

describe('refunding a deposit paid online', () => {
  let paymentSeq = 0;
  /** A stay whose deposit (₹24,000) was paid through Razorpay; its gateway payment id. */
  async function depositPaidOnline(): Promise<{ stay: Booking; gatewayPaymentId: string }> {
    const stay = await newStay();
    const deposit = await dueOf(stay.id, 'deposit');
    const { orderId } = (
      await send(cast.tenant, 'POST', `/api/payments/dues/${deposit.id}/gateway-order`)
    ).json<{ orderId: string }>();
    const gatewayPaymentId = `pay_Dep${++paymentSeq}`;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: gatewayPaymentId, amount: 2_400_000, order_id: orderId } },
      },
    });
    const paid = await webhook(body, {
      'x-razorpay-signature': sign(body),
      'x-razorpay-event-id': `evt_dep_${paymentSeq}`,
    });
    expect(paid.statusCode).toBe(200);
    expect((await dueOf(stay.id, 'deposit')).state).toBe('paid');
    return { stay, gatewayPaymentId };
  }
  const refundOnline = (stayId: string, who: TestUser = cast.owner, amountPaise?: number) =>
    send(who, 'POST', `/api/payments/stays/${stayId}/deposit-refund`, {
      method: 'gateway',
      ...(amountPaise ? { amountPaise } : {}),
    });
  const refundEvent = (
    event: 'refund.processed' | 'refund.failed',
    refund: { id: string; payment_id: string; amount: number; receipt: string },
  ) =>
    JSON.stringify({
      entity: 'event',
      event,
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            ...refund,
            entity: 'refund',
            currency: 'INR',
            status: event === 'refund.processed' ? 'processed' : 'failed',
          },
        },
      },
    });

  it('asks the gateway, is pending until a signed refund.processed, and three deliveries settle one refund; both sides hear it', async () => {
    const { stay, gatewayPaymentId } = await depositPaidOnline();
    await send(cast.owner, 'POST', `/api/rent-ledger/stays/${stay.id}/deductions`, {
      amountPaise: 400_000,
      reason: 'Repainting',
    });
    const url = await listening();
    const ownerSocket = openSocket(url, { cookie: cast.owner.cookie });
    const tenantSocket = openSocket(url, { cookie: cast.tenant.cookie });
    await Promise.all([connected(ownerSocket), connected(tenantSocket)]);
    const ownerHeard = collect(ownerSocket);
    const tenantHeard = collect(tenantSocket);

    const asked = await refundOnline(stay.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const refund = paymentSchema.parse(asked.json());
    expect(refund).toMatchObject({
      kind: 'refund',
      method: 'gateway',
      status: 'created',
      amountPaise: 2_000_000,
      payerId: cast.owner.id,
      payeeId: cast.tenant.id,
      paidAt: null,
    });
    expect(refund.reference).toMatch(/^rfnd_/);
    expect(callsTo(`/v1/payments/${gatewayPaymentId}/refund`).map((c) => c.body)).toEqual([
      { amount: 2_000_000, receipt: refund.id, notes: { refundPaymentId: refund.id } },
    ]);
    // Pending: listed for both sides, not yet counted, and nothing more can go back meanwhile.
    for (const who of [cast.owner, cast.tenant]) {
      const ledger = await ledgerOf(stay.id, who);
      expect(ledger.refunds).toMatchObject([{ id: refund.id, status: 'created' }]);
      expect(ledger.totals.refundedPaise).toBe(0);
    }
    const another = await send(
      cast.owner,
      'POST',
      `/api/payments/stays/${stay.id}/deposit-refund`,
      {
        method: 'cash',
      },
    );
    expect(another.json().error.reason).toBe('payment.too-much');

    const body = refundEvent('refund.processed', {
      id: refund.reference!,
      payment_id: gatewayPaymentId,
      amount: 2_000_000,
      receipt: refund.id,
    });
    const forged = await webhook(body, {
      'x-razorpay-signature': sign(body, 'not-the-secret'),
      'x-razorpay-event-id': 'evt_rfnd_1',
    });
    expect(forged.statusCode).toBe(403);
    expect((await ledgerOf(stay.id)).refunds).toMatchObject([{ status: 'created' }]);

    const deliveries = await Promise.all(
      [1, 2, 3].map(() =>
        webhook(body, { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt_rfnd_1' }),
      ),
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    const ledger = await ledgerOf(stay.id, cast.owner);
    expect(ledger.refunds).toMatchObject([
      { id: refund.id, status: 'confirmed', paidAt: expect.any(String), amountPaise: 2_000_000 },
    ]);
    expect(ledger.totals).toMatchObject({
      refundedPaise: 2_000_000,
      deductedPaise: 400_000,
      paidPaise: 2_400_000 - 2_000_000,
    });
    const rows = await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('bookingId', '=', stay.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(rows).toHaveLength(1);

    const heard = (events: typeof ownerHeard) =>
      events
        .filter((e) => (e.payload as { paymentId: string }).paymentId === refund.id)
        .map((e) => (e.payload as { status: string }).status);
    for (let i = 0; i < 100 && (heard(ownerHeard).length < 2 || heard(tenantHeard).length < 2); i++)
      await sleep(50);
    expect(heard(ownerHeard)).toEqual(['created', 'confirmed']);
    expect(heard(tenantHeard)).toEqual(['created', 'confirmed']);
  });

  it('refund.failed leaves the deposit refundable, another way or online again', async () => {
    const { stay, gatewayPaymentId } = await depositPaidOnline();
    const refund = paymentSchema.parse((await refundOnline(stay.id)).json());
    const body = refundEvent('refund.failed', {
      id: refund.reference!,
      payment_id: gatewayPaymentId,
      amount: 2_400_000,
      receipt: refund.id,
    });
    const failed = await webhook(body, {
      'x-razorpay-signature': sign(body),
      'x-razorpay-event-id': `evt_rfnd_fail_${refund.id}`,
    });
    expect(failed.statusCode).toBe(200);
    const ledger = await ledgerOf(stay.id);
    expect(ledger.refunds).toMatchObject([{ id: refund.id, status: 'failed' }]);
    expect(ledger.totals.refundedPaise).toBe(0);
    const cash = await send(cast.owner, 'POST', `/api/payments/stays/${stay.id}/deposit-refund`, {
      method: 'cash',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ status: 'confirmed', amountPaise: 2_400_000 });
    expect((await ledgerOf(stay.id)).totals.refundedPaise).toBe(2_400_000);
  });

  it('only the owner refunds; more than is left is refused and nothing changes', async () => {
    const { stay, gatewayPaymentId } = await depositPaidOnline();
    const path = `/v1/payments/${gatewayPaymentId}/refund`;
    expect((await refundOnline(stay.id, cast.tenant)).json().error.reason).toBe(
      'rent-ledger.owner-only',
    );
    expect((await refundOnline(stay.id, cast.anotherSeeker)).statusCode).toBe(404);
    const tooMuch = await refundOnline(stay.id, cast.owner, 2_400_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.reason).toBe('payment.refund-too-much');
    expect(callsTo(path)).toHaveLength(0);
    expect((await ledgerOf(stay.id)).refunds).toEqual([]);
    // A part goes back; asking more than the rest is refused the same way.
    expect((await refundOnline(stay.id, cast.owner, 1_000_000)).statusCode).toBe(201);
    expect((await refundOnline(stay.id, cast.owner, 1_400_001)).json().error.reason).toBe(
      'payment.refund-too-much',
    );
    expect(callsTo(path).map((c) => c.body.amount)).toEqual([1_000_000]);
    expect((await ledgerOf(stay.id)).refunds).toHaveLength(1);
  });

  it('is refused for a deposit paid in cash, and fails at once when the gateway does not take it', async () => {
    const cashStay = await newStay();
    await send(
      cast.owner,
      'POST',
      `/api/payments/dues/${(await dueOf(cashStay.id, 'deposit')).id}/cash`,
    );
    const notOnline = await refundOnline(cashStay.id);
    expect(notOnline.statusCode).toBe(409);
    expect(notOnline.json().error.reason).toBe('payment.not-paid-online');

    const { stay, gatewayPaymentId } = await depositPaidOnline();
    failOnce.add(`/v1/payments/${gatewayPaymentId}/refund`);
    const refused = await refundOnline(stay.id);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.reason).toBe('payment.gateway-unavailable');
    expect((await ledgerOf(stay.id)).refunds).toMatchObject([{ status: 'failed' }]);
    const again = await refundOnline(stay.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ status: 'created', amountPaise: 2_400_000 });
  });
});
