import { describe, expect, it } from 'vitest';
import type { ServiceBooking } from '@nivaas/shared';
import { as, makeUser } from '../../../test/accounts';
import { EVERY_DAY, kolkataDay, postBooking } from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { useTwoInstances } from '../../../test/two-instances';

const apps = useTwoInstances();

describe('rescheduling into one slot at once', () => {
  it(
    'lets exactly one of two bookings move into it, on two instances',
    { timeout: 120_000 },
    async () => {
      const { first, second } = apps;
      const provider = await makeUser(first.app, 'service-provider');
      const service = await addService(first, provider, { availability: EVERY_DAY });
      const [a, b] = await Promise.all([
        makeUser(first.app, 'tenant'),
        makeUser(first.app, 'owner'),
      ]);
      const date = kolkataDay(2);
      const book = async (who: typeof a, timeSlot: string) => {
        const res = await postBooking(first, who, {
          serviceId: service.id,
          providerId: provider.id,
          date,
          timeSlot,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<ServiceBooking>();
      };
      const [ba, bb] = [await book(a, '09:00-10:00'), await book(b, '10:00-11:00')];

      const target = { date, timeSlot: '14:00-15:00' };
      const results = await Promise.all([
        first.app.inject({
          method: 'POST',
          url: `/api/service-bookings/${ba.id}/reschedule`,
          headers: as(a),
          payload: target,
        }),
        second.app.inject({
          method: 'POST',
          url: `/api/service-bookings/${bb.id}/reschedule`,
          headers: as(b),
          payload: target,
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const lost = results.find((r) => r.statusCode === 409)!;
      expect(lost.json().error.reason).toBe('service-booking.slot-taken');

      const held = await first.database.db
        .selectFrom('service_bookings')
        .select(['id', 'timeSlot'])
        .where('providerId', '=', provider.id)
        .where('date', '=', date)
        .orderBy('timeSlot')
        .execute();
      // The winner holds the new slot; the loser keeps its own.
      const winner = results.find((r) => r.statusCode === 200)!.json<ServiceBooking>();
      const loserId = winner.id === ba.id ? bb.id : ba.id;
      const loserSlot = loserId === ba.id ? '09:00-10:00' : '10:00-11:00';
      expect(held).toEqual(
        [
          { id: winner.id, timeSlot: '14:00-15:00' },
          { id: loserId, timeSlot: loserSlot },
        ].sort((x, y) => x.timeSlot.localeCompare(y.timeSlot)),
      );
    },
  );
});
