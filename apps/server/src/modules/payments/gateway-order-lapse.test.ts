import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY_ORDER_LAPSE_MINUTES,
  gatewayOrderSchema,
  stayLedgerSchema,
  type Booking,
  type Due,
} from '@nivaas/shared';
import type { FastifyInstance } from 'fastify';
import { useTwoInstances } from '../../../test/two-instances';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import {
  bookSlot,
  dayHasCome,
  EVERY_DAY,
  kolkataDay,
  moveBooking,
} from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';
import { lapseGatewayOrders } from './lapse-gateway-orders';

/**
 * An online order nobody paid lapses after GATEWAY_ORDER_LAPSE_MINUTES (decision 071): the due
 * is free for cash or UPI again, once however many instances sweep, and a capture that arrives
 * later still pays it. Two instances on one database, with the demo gateway.
 */
const apps = useTwoInstances({ PAYMENT_DEMO_GATEWAY: 'true' });
let cast: StayCast | undefined;

const send = (
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const MINUTE = 60_000;
/** One sweep at `app`, as if it ran `minutes` from now. */
const sweepAt = (app: FastifyInstance, minutes: number) =>
  lapseGatewayOrders({
    ...app.deps,
    clock: { now: () => new Date(Date.now() + minutes * MINUTE) },
  });

async function stayWithOpenOrder(): Promise<{ stay: Booking; due: Due; orderId: string }> {
  const app = apps.first.app;
  cast ??= await makeStayCast(app);
  const listing = await makeProperty(app, cast.owner, { rent: 8_000, title: 'Neem Court' });
  const booked = await send(app, cast.tenant, 'POST', `/api/properties/${listing.id}/bookings`, {
    startDate: dayFromToday(1),
    endDate: dayFromToday(200),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const stay = booked.json<Booking>();
  expect((await send(app, cast.owner, 'POST', `/api/bookings/${stay.id}/confirm`)).statusCode).toBe(
    200,
  );
  const due = (await ledger(stay.id)).dues.find((d) => d.kind === 'rent')!;
  const opened = await send(app, cast.tenant, 'POST', `/api/payments/dues/${due.id}/gateway-order`);
  expect(opened.statusCode, opened.body).toBe(201);
  return { stay, due, orderId: gatewayOrderSchema.parse(opened.json()).orderId };
}

const ledger = async (bookingId: string) =>
  stayLedgerSchema.parse(
    (await send(apps.first.app, cast!.tenant, 'GET', `/api/rent-ledger/stays/${bookingId}`)).json(),
  );
const dueNow = async (stay: Booking, dueId: string) =>
  (await ledger(stay.id)).dues.find((d) => d.id === dueId)!;

describe('an online order nobody paid', () => {
  it(
    'holds the due inside its window: cash and UPI are refused',
    async () => {
      const { stay, due } = await stayWithOpenOrder();
      expect(await sweepAt(apps.first.app, GATEWAY_ORDER_LAPSE_MINUTES - 1)).toBe(0);
      const cash = await send(
        apps.first.app,
        cast!.owner,
        'POST',
        `/api/payments/dues/${due.id}/cash`,
      );
      expect(cash.statusCode).toBe(409);
      expect(cash.json()).toMatchObject({ error: { reason: 'payment.in-progress' } });
      const upi = await send(
        apps.second.app,
        cast!.tenant,
        'POST',
        `/api/payments/dues/${due.id}/upi`,
        { reference: 'UTR112233445566' },
      );
      expect(upi.statusCode).toBe(409);
      const held = await dueNow(stay, due.id);
      expect(held.payment).toMatchObject({ method: 'gateway', status: 'created' });
    },
    STAY_SETUP_TIMEOUT_MS,
  );

  it(
    'lapses after its window, so the owner can record cash',
    async () => {
      const { stay, due } = await stayWithOpenOrder();
      expect(await sweepAt(apps.first.app, GATEWAY_ORDER_LAPSE_MINUTES + 1)).toBeGreaterThanOrEqual(
        1,
      );
      const free = await dueNow(stay, due.id);
      expect(free.state).not.toBe('paid');
      // The lapsed order is no longer the due's payment: nothing is waiting.
      expect(free.payment).toBeNull();
      const cash = await send(
        apps.first.app,
        cast!.owner,
        'POST',
        `/api/payments/dues/${due.id}/cash`,
      );
      expect(cash.statusCode, cash.body).toBe(201);
      expect(await dueNow(stay, due.id)).toMatchObject({
        state: 'paid',
        payment: { method: 'cash', status: 'confirmed' },
      });
    },
    STAY_SETUP_TIMEOUT_MS,
  );

  it(
    'lapses once when two instances sweep at the same moment, and the tenant can pay by UPI',
    async () => {
      const { stay, due } = await stayWithOpenOrder();
      const paymentId = (await dueNow(stay, due.id)).payment!.id;
      const later = GATEWAY_ORDER_LAPSE_MINUTES + 2;
      // Earlier orders of this file have lapsed or been paid: this one is the only open order.
      const swept = await Promise.all([
        sweepAt(apps.first.app, later),
        sweepAt(apps.second.app, later),
      ]);
      expect(swept.sort()).toEqual([0, 1]);
      const rows = await apps.first.app.db
        .selectFrom('payments')
        .select(['status'])
        .where('id', '=', paymentId)
        .execute();
      expect(rows).toEqual([{ status: 'failed' }]);
      expect(await sweepAt(apps.second.app, later)).toBe(0);
      const claim = await send(
        apps.second.app,
        cast!.tenant,
        'POST',
        `/api/payments/dues/${due.id}/upi`,
        {
          reference: 'UTR998877665544',
        },
      );
      expect(claim.statusCode, claim.body).toBe(201);
    },
    STAY_SETUP_TIMEOUT_MS,
  );

  it(
    'still counts a capture the gateway reports after the order lapsed',
    async () => {
      const { stay, due, orderId } = await stayWithOpenOrder();
      await sweepAt(apps.first.app, GATEWAY_ORDER_LAPSE_MINUTES + 1);
      expect((await dueNow(stay, due.id)).payment).toBeNull();
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_Late1',
              amount: 800_000,
              currency: 'INR',
              status: 'captured',
              order_id: orderId,
            },
          },
        },
        created_at: 1_700_000_000,
      });
      const secret = apps.first.app.config.demoGateway!.webhookSecret;
      const delivered = await apps.second.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
          'x-razorpay-event-id': 'evt_late_capture',
        },
        payload: body,
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(await dueNow(stay, due.id)).toMatchObject({
        state: 'paid',
        payment: { method: 'gateway', status: 'confirmed' },
      });
    },
    STAY_SETUP_TIMEOUT_MS,
  );

  it(
    'of a service booking lapses too, so its provider can record cash',
    async () => {
      const app = apps.first.app;
      const u = await makeUsers(app, { provider: 'service-provider', customer: 'tenant' });
      const service = await addService({ app }, u.provider, {
        availability: EVERY_DAY,
        price: 900,
      });
      const b = await bookSlot({ app }, u.customer, service, { date: kolkataDay(3) });
      expect((await moveBooking({ app }, u.provider, b.id, 'confirmed')).statusCode).toBe(200);
      await dayHasCome({ app }, b.id);
      expect((await moveBooking({ app }, u.provider, b.id, 'in-progress')).statusCode).toBe(200);
      expect((await moveBooking({ app }, u.provider, b.id, 'completed')).statusCode).toBe(200);
      const pay = (user: TestUser, way: 'cash' | 'gateway-order') =>
        send(app, user, 'POST', `/api/payments/service-bookings/${b.id}/${way}`);
      const opened = await pay(u.customer, 'gateway-order');
      expect(opened.statusCode, opened.body).toBe(201);
      const held = await pay(u.provider, 'cash');
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ error: { reason: 'payment.in-progress' } });

      expect(
        await sweepAt(apps.second.app, GATEWAY_ORDER_LAPSE_MINUTES + 1),
      ).toBeGreaterThanOrEqual(1);
      const cash = await pay(u.provider, 'cash');
      expect(cash.statusCode, cash.body).toBe(201);
      const read = await send(app, u.customer, 'GET', `/api/service-bookings/${b.id}`);
      expect(read.json()).toMatchObject({
        owed: { state: 'paid', payment: { method: 'cash', status: 'confirmed' } },
      });
    },
    STAY_SETUP_TIMEOUT_MS,
  );
});
