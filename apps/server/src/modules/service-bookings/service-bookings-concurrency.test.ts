import { describe, expect, it } from 'vitest';
import { parseSlotList, type ServiceBooking } from '@nivaas/shared';
import { makeUser, type TestUser } from '../../../test/accounts';
import { EVERY_DAY, kolkataDay, postBooking } from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { useTwoInstances } from '../../../test/two-instances';

const ATTEMPTS = 50;

const apps = useTwoInstances();

describe('booking one slot at once', () => {
  it(
    `lets exactly one of ${ATTEMPTS} customers have it, on two instances`,
    { timeout: 300_000 },
    async () => {
      const { first, second } = apps;
      const provider = await makeUser(first.app, 'service-provider');
      const service = await addService(first, provider, { availability: EVERY_DAY });
      const customers: TestUser[] = [];
      for (let i = 0; i < ATTEMPTS; i += 10)
        customers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, k) =>
              makeUser(first.app, (i + k) % 3 ? 'tenant' : 'owner'),
            ),
          )),
        );
      const date = kolkataDay(2);
      const timeSlot = '11:00-12:00';

      const started = performance.now();
      const results = await Promise.all(
        customers.map((customer, i) =>
          postBooking(i % 2 ? second : first, customer, {
            serviceId: service.id,
            providerId: provider.id,
            date,
            timeSlot,
          }),
        ),
      );
      const elapsedMs = performance.now() - started;
      console.info(
        `${ATTEMPTS} concurrent bookings of one slot (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'SQLite, two instances'}): ${elapsedMs.toFixed(0)} ms`,
      );

      const won = results.filter((r) => r.statusCode === 201);
      const lost = results.filter((r) => r.statusCode === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(ATTEMPTS - 1);
      for (const r of lost) {
        const error = r.json().error;
        expect(error).toMatchObject({
          reason: 'service-booking.slot-taken',
          message: 'That slot was just taken. Please pick another time.',
          details: { date },
        });
        const fresh = parseSlotList(error.details.slots);
        expect(fresh).not.toContain(timeSlot);
        expect(fresh).toContain('10:00-11:00');
        expect(fresh).toContain('12:00-13:00');
      }

      const winner = won[0]!.json<ServiceBooking>();
      const held = await first.database.db
        .selectFrom('service_bookings')
        .select(['id', 'userId'])
        .where('providerId', '=', provider.id)
        .where('date', '=', date)
        .where('timeSlot', '=', timeSlot)
        .execute();
      expect(held).toEqual([{ id: winner.id, userId: winner.userId }]);
      // Only the winner's request reached the provider's bell.
      const told = await first.database.db
        .selectFrom('notifications')
        .select('data')
        .where('userId', '=', provider.id)
        .where('type', '=', 'serviceBookingRequested')
        .execute();
      expect(told.map((n) => JSON.parse(n.data).bookingId)).toEqual([winner.id]);
    },
  );
});
