import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceBooking, ServiceSlots } from '@nivaas/shared';
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

let u: Record<'provider' | 'customer' | 'other', TestUser>;
let service: { id: string; providerId: string };
beforeAll(async () => {
  u = await makeUsers(t.app, {
    provider: 'service-provider',
    customer: 'tenant',
    other: 'tenant',
  });
  service = await addService(t, u.provider, { availability: EVERY_DAY });
}, 180_000);

const reschedule = (user: TestUser, id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/service-bookings/${id}/reschedule`,
    headers: as(user),
    payload,
  });
const freeOn = async (date: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/services/${service.id}/slots` });
  return res
    .json<ServiceSlots>()
    .days.find((d) => d.date === date)
    ?.slots.map((s) => s.time);
};

describe('rescheduling a booking', () => {
  it('moves it to another free slot, keeping its status, and frees the old one', async () => {
    const date = kolkataDay(2);
    const b = await bookSlot(t, u.customer, service, { date, timeSlot: '09:00-10:00' });
    expect((await moveBooking(t, u.provider, b.id, 'confirmed')).statusCode).toBe(200);
    const later = kolkataDay(3);
    const res = await reschedule(u.customer, b.id, { date: later, timeSlot: '15:00-16:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ServiceBooking>()).toMatchObject({
      date: later,
      timeSlot: '15:00-16:00',
      status: 'confirmed',
    });
    expect(await freeOn(date)).toContain('09:00-10:00');
    expect(await freeOn(later)).not.toContain('15:00-16:00');
    // The provider may move it too.
    const back = await reschedule(u.provider, b.id, { date, timeSlot: '10:00-11:00' });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses a held slot with the fresh slots, a slot not offered, an ended booking and a stranger', async () => {
    const date = kolkataDay(4);
    const mine = await bookSlot(t, u.customer, service, { date, timeSlot: '09:00-10:00' });
    await bookSlot(t, u.other, service, { date, timeSlot: '11:00-12:00' });
    const taken = await reschedule(u.customer, mine.id, { date, timeSlot: '11:00-12:00' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      reason: 'service-booking.slot-taken',
      details: { date },
    });
    expect(taken.json().error.details.slots.split(',')).not.toContain('11:00-12:00');

    const night = await reschedule(u.customer, mine.id, { date, timeSlot: '22:00-23:00' });
    expect(night.json().error.reason).toBe('service-booking.slot-not-offered');
    expect((await reschedule(u.other, mine.id, { date, timeSlot: '13:00-14:00' })).statusCode).toBe(
      403,
    );
    expect((await moveBooking(t, u.customer, mine.id, 'cancelled')).statusCode).toBe(200);
    const ended = await reschedule(u.customer, mine.id, { date, timeSlot: '13:00-14:00' });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.reason).toBe('service-booking.reschedule-failed');
  });
});
