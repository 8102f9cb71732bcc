import { describe, expect, it } from 'vitest';
import type { Booking, Payment, StayLedger } from '@nivaas/shared';
import { useTwoInstances } from '../../../test/two-instances';
import { as, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { dayFromToday, makeStayCast, STAY_SETUP_TIMEOUT_MS } from '../../../test/stays';
import type { FastifyInstance } from 'fastify';

const apps = useTwoInstances();

const send = (
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

describe('payments at two instances', () => {
  it(
    'of one due sent at once give one; a confirmation retried at both pays the due once',
    async () => {
      const { first, second } = apps;
      const cast = await makeStayCast(first.app);
      const listing = await makeProperty(first.app, cast.owner, { rent: 9_000, deposit: 9_000 });
      const booking = (
        await send(first.app, cast.tenant, 'POST', `/api/properties/${listing.id}/bookings`, {
          startDate: dayFromToday(3),
          endDate: dayFromToday(200),
        })
      ).json<Booking>();
      await send(second.app, cast.owner, 'POST', `/api/bookings/${booking.id}/confirm`);
      const ledger = (
        await send(first.app, cast.tenant, 'GET', `/api/rent-ledger/stays/${booking.id}`)
      ).json<StayLedger>();
      const [deposit, rent] = ledger.dues;

      // Two UPI claims, one at each instance, at once.
      const claims = await Promise.all(
        [first.app, second.app, first.app, second.app].map((app, i) =>
          send(app, cast.tenant, 'POST', `/api/payments/dues/${rent!.id}/upi`, {
            reference: `UTR55500000${i}`,
          }),
        ),
      );
      expect(claims.map((c) => c.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const claimed = claims.find((c) => c.statusCode === 201)!.json<Payment>();

      // The owner's confirmation sent twice, to both instances: both answer it, once paid.
      const confirms = await Promise.all(
        [first.app, second.app].map((app) =>
          send(app, cast.owner, 'POST', `/api/payments/${claimed.id}/confirm`),
        ),
      );
      expect(confirms.map((c) => c.statusCode)).toEqual([200, 200]);
      expect(confirms.map((c) => c.json<Payment>().status)).toEqual(['confirmed', 'confirmed']);

      // Cash for the deposit recorded at both at once: one payment.
      const cash = await Promise.all(
        [first.app, second.app].map((app) =>
          send(app, cast.owner, 'POST', `/api/payments/dues/${deposit!.id}/cash`),
        ),
      );
      expect(cash.map((c) => c.statusCode).sort()).toEqual([201, 409]);

      const after = (
        await send(second.app, cast.owner, 'GET', `/api/rent-ledger/stays/${booking.id}`)
      ).json<StayLedger>();
      expect(after.totals.paidPaise).toBe(900_000 + 900_000);
      const rows = await first.app.db
        .selectFrom('payments')
        .select(['status'])
        .where('bookingId', '=', booking.id)
        .execute();
      expect(rows.map((r) => r.status).sort()).toEqual(['confirmed', 'confirmed']);
    },
    STAY_SETUP_TIMEOUT_MS,
  );
});
