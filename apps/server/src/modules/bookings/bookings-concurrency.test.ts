import { describe, expect, it } from 'vitest';
import type { Booking, BookingList } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { dayFromToday, requestStay } from '../../../test/stays';
import { useTwoInstances } from '../../../test/two-instances';

const ATTEMPTS = 20;

const apps = useTwoInstances();

describe('confirming stays at once', () => {
  it(
    `lets exactly one of ${ATTEMPTS} overlapping confirmations win, on two instances`,
    { timeout: 120_000 },
    async () => {
      const { first, second } = apps;
      const owner = await makeUser(first.app, 'owner');
      const listing = await makeProperty(first.app, owner, { rent: 15_000 });
      // A few tenants with several requests each (accounts are slow to make: password hashing).
      const tenants: TestUser[] = [];
      for (let i = 0; i < 4; i++) tenants.push(await makeUser(first.app, 'tenant'));
      // Every request shares at least one day with every other (day 40 is in all of them).
      const bookings: Booking[] = [];
      for (let i = 0; i < ATTEMPTS; i++)
        bookings.push(
          await requestStay(first.app, tenants[i % tenants.length]!, listing.id, {
            startDate: dayFromToday(30 + (i % 10)),
            endDate: dayFromToday(40 + i),
          }),
        );

      const started = performance.now();
      const results = await Promise.all(
        bookings.map((b, i) =>
          (i % 2 ? second : first).app.inject({
            method: 'POST',
            url: `/api/bookings/${b.id}/confirm`,
            headers: as(owner),
          }),
        ),
      );
      const elapsedMs = performance.now() - started;
      console.info(
        `${ATTEMPTS} concurrent confirmations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): ${elapsedMs.toFixed(0)} ms`,
      );

      const won = results.filter((r) => r.statusCode === 200);
      const lost = results.filter((r) => r.statusCode === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(ATTEMPTS - 1);
      const winner = won[0]!.json<Booking>();
      for (const r of lost)
        expect(r.json().error).toMatchObject({
          reason: 'booking.dates-taken',
          message: `These dates overlap a confirmed stay from ${winner.startDate} to ${winner.endDate}`,
        });

      const list = await first.app.inject({
        method: 'GET',
        url: `/api/bookings?propertyId=${listing.id}&status=confirmed`,
        headers: as(owner),
      });
      expect(list.json<BookingList>().bookings.map((b) => b.id)).toEqual([winner.id]);
      // Exactly one confirmation was told, to the winner's tenant.
      const told = await first.database.db
        .selectFrom('notifications')
        .select(['userId', 'data'])
        .where('type', '=', 'bookingConfirmed')
        .where('propertyId', '=', listing.id)
        .execute();
      expect(told).toHaveLength(1);
      expect(told[0]!.userId).toBe(winner.tenantId);
      expect(JSON.parse(told[0]!.data)).toMatchObject({ bookingId: winner.id });
    },
  );
});
