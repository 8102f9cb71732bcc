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

/** A stand-in for Razorpay's Orders API: answers orders and captures as Razorpay does. */
let razorpay: Server;
const ordersSeen: { amount: number; currency: string; receipt: string }[] = [];
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
      if (req.url === '/v1/orders') ordersSeen.push(input);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ id: `order_${ordersSeen.length}`, amount: input.amount, currency: 'INR' }),
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

    const url = await listen(t.app);
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
