import { beforeAll, describe, expect, it } from 'vitest';
import type { Service, ServiceBooking } from '@nivaas/shared';
import { makeUsers, type TestUser } from '../../../test/accounts';
import {
  bookSlot,
  dayHasCome,
  EVERY_DAY,
  kolkataDay,
  moveBooking,
  postBooking,
} from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

/** SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR: requests per person per hour, over all providers. */
const t = useTestApp({ env: { SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR: '14' } });

type Who = 'hoarder' | 'other' | 'flooder' | 'p1' | 'p2' | 'p3' | 'p4';
let u: Record<Who, TestUser>;
let services: Service[];
beforeAll(async () => {
  u = await makeUsers(t.app, {
    hoarder: 'tenant',
    other: 'tenant',
    flooder: 'tenant',
    p1: 'service-provider',
    p2: 'service-provider',
    p3: 'service-provider',
    p4: 'service-provider',
  });
  services = [];
  for (const p of [u.p1, u.p2, u.p3, u.p4])
    services.push(await addService(t, p, { availability: EVERY_DAY, price: 900 }));
}, 180_000);

const ask = (customer: TestUser, service: Service, day: number, hour: number) =>
  postBooking(t, customer, {
    serviceId: service.id,
    providerId: service.providerId,
    date: kolkataDay(day),
    timeSlot: `${String(hour).padStart(2, '0')}:00-${String(hour + 1).padStart(2, '0')}:00`,
  });
const countOf = async (customer: TestUser) =>
  Number(
    (
      await t.app.db
        .selectFrom('service_bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', customer.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("one customer cannot hold a provider's calendar", () => {
  it('keeps at most 3 requests waiting for one provider and 10 for anyone, in words, storing nothing more', async () => {
    const [s1, s2, s3, s4] = services as [Service, Service, Service, Service];
    const first: ServiceBooking[] = [];
    for (const hour of [10, 11, 12]) first.push((await ask(u.hoarder, s1, 2, hour)).json());
    const fourth = await ask(u.hoarder, s1, 2, 13);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({
      reason: 'service-booking.too-many-with-provider',
      message:
        'You have as many requests waiting for this provider as one person may. Wait for their answer, or cancel one, before asking again.',
    });
    expect(await countOf(u.hoarder)).toBe(3);
    // Another person is not held back by the hoarder.
    expect((await ask(u.other, s1, 2, 13)).statusCode).toBe(201);
    // An answer (or a cancellation) makes room again.
    expect((await moveBooking(t, u.p1, first[0]!.id, 'confirmed')).statusCode).toBe(200);
    expect((await ask(u.hoarder, s1, 2, 14)).statusCode).toBe(201);

    for (const s of [s2, s3]) for (const hour of [10, 11, 12]) await ask(u.hoarder, s, 3, hour);
    expect((await ask(u.hoarder, s4, 3, 10)).statusCode).toBe(201);
    const eleventh = await ask(u.hoarder, s4, 3, 11);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.reason).toBe('service-booking.too-many-pending');
    expect(await countOf(u.hoarder)).toBe(11); // 10 waiting, 1 confirmed
  });

  it('limits how often one person asks, whatever becomes of the requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await ask(u.flooder, services[i % 4]!, 5 + Math.floor(i / 4), 9 + (i % 4));
      statuses.push(res.statusCode);
      // Cancelled at once, so the waiting caps are never what refuses it.
      if (res.statusCode === 201)
        await moveBooking(t, u.flooder, res.json<ServiceBooking>().id, 'cancelled');
    }
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(14);
    expect(statuses.slice(14)).toEqual([429, 429]);
  });
});

describe('a booking runs only when it can have happened', () => {
  it('starts no earlier than its day, and completes no earlier than its slot', async () => {
    const b = await bookSlot(t, u.other, services[1]!, { date: kolkataDay(9) });
    expect((await moveBooking(t, u.p2, b.id, 'confirmed')).statusCode).toBe(200);
    const early = await moveBooking(t, u.p2, b.id, 'in-progress');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      reason: 'service-booking.too-early-to-start',
      message: 'A booking can be started only on its day.',
    });
    expect((await moveBooking(t, u.p2, b.id, 'completed')).statusCode).toBe(409);

    await dayHasCome(t, b.id);
    expect((await moveBooking(t, u.p2, b.id, 'in-progress')).statusCode).toBe(200);
    // Started, but its slot lies ahead (moved back to a day to come): not done yet.
    await t.app.db
      .updateTable('service_bookings')
      .set({ date: kolkataDay(1) })
      .where('id', '=', b.id)
      .execute();
    const notYet = await moveBooking(t, u.p2, b.id, 'completed');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.reason).toBe('service-booking.too-early-to-complete');
    await dayHasCome(t, b.id);
    expect((await moveBooking(t, u.p2, b.id, 'completed')).statusCode).toBe(200);
  });
});
