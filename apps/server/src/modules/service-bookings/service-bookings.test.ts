import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_BOOKING_TEXT_KEYS,
  SERVICE_BOOKING_TEXTS,
  type ProviderReviewList,
  type Service,
  type ServiceBooking,
  type ServiceBookingList,
  type ServiceBookingStatus,
  type ServiceList,
  type ServiceSlots,
} from '@nivaas/shared';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import {
  bookSlot,
  dayHasCome,
  EVERY_DAY,
  kolkataDay,
  moveBooking,
  postBooking,
} from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { collect, connected, listen, openSocket, sleep } from '../../../test/sockets';
import { useTestApp } from '../../../test/use-test-app';

// These files book many slots for one customer: the waiting caps and the hourly limit are
// tested on their own (service-booking-limits.test.ts).
const t = useTestApp({
  env: {
    SERVICE_BOOKING_PENDING_PER_PROVIDER: '1000',
    SERVICE_BOOKING_PENDING_IN_ALL: '1000',
    SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR: '1000',
  },
});

let u: Record<'provider' | 'customer' | 'other' | 'owner' | 'otherProvider', TestUser>;
let service: Service;
beforeAll(async () => {
  u = await makeUsers(t.app, {
    provider: 'service-provider',
    customer: 'tenant',
    other: 'tenant',
    owner: 'owner',
    otherProvider: 'service-provider',
  });
  service = await addService(t, u.provider, { availability: EVERY_DAY, price: 1200 });
}, 180_000);

const slotsOf = async (id: string, date: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/services/${id}/slots` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<ServiceSlots>()
    .days.find((d) => d.date === date)
    ?.slots.map((s) => s.time);
};
const getBooking = async (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/service-bookings/${id}`, headers: as(user) });

describe('booking a slot', () => {
  it('creates it pending with the service price, nulls for what was not given, and its history', async () => {
    const date = kolkataDay(2);
    expect(await slotsOf(service.id, date)).toContain('09:00-10:00');
    const booking = await bookSlot(t, u.customer, service, { date, timeSlot: '09:00-10:00' });
    expect(booking).toMatchObject({
      serviceId: service.id,
      service: { id: service.id, title: service.title, category: 'cleaning' },
      providerId: u.provider.id,
      userId: u.customer.id,
      customer: { id: u.customer.id },
      status: 'pending',
      date,
      timeSlot: '09:00-10:00',
      price: 1200,
      description: null,
      propertyId: null,
      ownerId: null,
      review: null,
    });
    // The slot is gone from the service's free slots.
    expect(await slotsOf(service.id, date)).not.toContain('09:00-10:00');
    const one = (await getBooking(u.customer, booking.id)).json<ServiceBooking>();
    expect(one.history).toEqual([
      { status: 'pending', byUserId: u.customer.id, at: booking.createdAt, note: null },
    ]);
  });

  it('answers the spec messages on their fields, and refuses a past or impossible date', async () => {
    const empty = await postBooking(t, u.customer, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      serviceId: 'Service ID is required',
      providerId: 'Provider ID is required',
      date: 'Valid booking date is required',
      timeSlot: 'Time slot is required',
    });
    for (const date of [kolkataDay(-1), '2026-02-30', 'tomorrow', '']) {
      const res = await postBooking(t, u.customer, {
        serviceId: service.id,
        providerId: u.provider.id,
        date,
        timeSlot: '10:00-11:00',
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.fields, date).toEqual({ date: 'Valid booking date is required' });
    }
    const badSlot = await postBooking(t, u.customer, {
      serviceId: service.id,
      providerId: u.provider.id,
      date: kolkataDay(1),
      timeSlot: '10-11',
    });
    expect(badSlot.json().error.fields).toEqual({ timeSlot: 'Time slot is required' });
  });

  it('refuses to book oneself, a wrong provider, a time not offered and a stranger’s property', async () => {
    const base = { serviceId: service.id, providerId: u.provider.id, date: kolkataDay(1) };
    const own = await postBooking(t, u.provider, { ...base, timeSlot: '11:00-12:00' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.reason).toBe('service-booking.own-service');
    const wrong = await postBooking(t, u.customer, {
      ...base,
      providerId: u.otherProvider.id,
      timeSlot: '11:00-12:00',
    });
    expect(wrong.json().error.reason).toBe('service-booking.provider-mismatch');
    for (const [date, timeSlot] of [
      [kolkataDay(1), '18:00-19:00'],
      [kolkataDay(1), '09:30-10:30'],
      [kolkataDay(20), '10:00-11:00'],
    ] as const) {
      const res = await postBooking(t, u.customer, { ...base, date, timeSlot });
      expect(res.statusCode, timeSlot).toBe(400);
      expect(res.json().error).toMatchObject({
        reason: 'service-booking.slot-not-offered',
        message: 'Failed to create booking: this time is not one of the free slots',
      });
    }
    const anon = await postBooking(t, null, { ...base, timeSlot: '11:00-12:00' });
    expect(anon.statusCode).toBe(401);
    const missing = await postBooking(t, u.customer, {
      ...base,
      serviceId: 'nope',
      timeSlot: '11:00-12:00',
    });
    expect(missing.json().error.reason).toBe('service.not-found');

    const property = await makeProperty(t.app, u.owner);
    const stranger = await postBooking(t, u.customer, {
      ...base,
      timeSlot: '11:00-12:00',
      propertyId: property.id,
    });
    expect(stranger.json().error.reason).toBe('service-booking.property-not-yours');
    const mine = await bookSlot(t, u.owner, service, {
      timeSlot: '11:00-12:00',
      propertyId: property.id,
      description: 'Two bathrooms',
    });
    expect(mine).toMatchObject({
      propertyId: property.id,
      ownerId: u.owner.id,
      description: 'Two bathrooms',
    });
  });

  // Every text of SERVICE_BOOKING_TEXTS, so a text declared there is tested here without more.
  it('keeps each of the customer’s texts as typed, for both sides, and refuses one too long', async () => {
    const texts = Object.fromEntries(
      SERVICE_BOOKING_TEXT_KEYS.map((k) => [k, `${k}: two bathrooms,\nthe tap drips`]),
    );
    const base = { serviceId: service.id, providerId: u.provider.id, date: kolkataDay(8) };
    for (const k of SERVICE_BOOKING_TEXT_KEYS) {
      const long = await postBooking(t, u.customer, {
        ...base,
        timeSlot: '15:00-16:00',
        [k]: 'x'.repeat(SERVICE_BOOKING_TEXTS[k].max + 1),
      });
      expect(long.statusCode, k).toBe(400);
      expect(Object.keys(long.json().error.fields), k).toEqual([k]);
    }
    const booking = await bookSlot(t, u.customer, service, {
      ...base,
      timeSlot: '15:00-16:00',
      ...texts,
    });
    expect(booking).toMatchObject(texts);
    for (const who of [u.customer, u.provider]) {
      const one = await getBooking(who, booking.id);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json<ServiceBooking>()).toMatchObject(texts);
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/service-bookings?as=provider',
      headers: as(u.provider),
    });
    expect(listed.json<ServiceBookingList>().items.find((b) => b.id === booking.id)).toMatchObject(
      texts,
    );
  });

  it('says a held slot was just taken, with that day’s fresh slots', async () => {
    const date = kolkataDay(3);
    await bookSlot(t, u.customer, service, { date, timeSlot: '12:00-13:00' });
    const res = await postBooking(t, u.other, {
      serviceId: service.id,
      providerId: u.provider.id,
      date,
      timeSlot: '12:00-13:00',
    });
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error).toMatchObject({
      reason: 'service-booking.slot-taken',
      message: 'That slot was just taken. Please pick another time.',
      details: { date },
    });
    const fresh = error.details.slots.split(',');
    expect(fresh).toEqual((await slotsOf(service.id, date))!);
    expect(fresh).not.toContain('12:00-13:00');
    expect(fresh).toContain('13:00-14:00');
  });
});

describe('the lifecycle', () => {
  it('lets the provider confirm, start and complete, recording who and when', async () => {
    const b = await bookSlot(t, u.customer, service, {
      date: kolkataDay(4),
      timeSlot: '09:00-10:00',
    });
    expect((await moveBooking(t, u.customer, b.id, 'confirmed')).json().error.reason).toBe(
      'service-booking.no-access',
    );
    for (const status of ['confirmed', 'in-progress', 'completed']) {
      if (status === 'in-progress') await dayHasCome(t, b.id);
      const res = await moveBooking(t, u.provider, b.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ServiceBooking>().status).toBe(status);
    }
    const done = (await getBooking(u.customer, b.id)).json<ServiceBooking>();
    expect(done.history!.map((h) => [h.status, h.byUserId])).toEqual([
      ['pending', u.customer.id],
      ['confirmed', u.provider.id],
      ['in-progress', u.provider.id],
      ['completed', u.provider.id],
    ]);
    // A finished booking cannot be cancelled.
    const late = await moveBooking(t, u.customer, b.id, 'cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Failed to update booking status');
  });

  it('lets either side cancel, frees the slot, and refuses strangers', async () => {
    const date = kolkataDay(5);
    const b = await bookSlot(t, u.customer, service, { date, timeSlot: '14:00-15:00' });
    const stranger = await moveBooking(t, u.other, b.id, 'cancelled');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe('You can only cancel your own bookings');
    expect((await moveBooking(t, u.other, b.id, 'confirmed')).json().error.message).toBe(
      'You do not have permission to access bookings',
    );
    expect((await moveBooking(t, u.customer, b.id, 'cancelled')).statusCode).toBe(200);
    expect(await slotsOf(service.id, date)).toContain('14:00-15:00');
    // Someone else may now take it.
    await bookSlot(t, u.other, service, { date, timeSlot: '14:00-15:00' });
    const declined = await bookSlot(t, u.customer, service, { date, timeSlot: '15:00-16:00' });
    expect((await moveBooking(t, u.provider, declined.id, 'declined')).statusCode).toBe(200);
    expect(await slotsOf(service.id, date)).toContain('15:00-16:00');
    const missing = await moveBooking(t, u.provider, 'nope', 'confirmed');
    expect(missing.json().error).toMatchObject({
      reason: 'service-booking.not-found',
      message: 'Booking not found',
    });
  });

  it('tells the other side (bell) of the request and of each decision', async () => {
    const b = await bookSlot(t, u.other, service, { date: kolkataDay(6), timeSlot: '09:00-10:00' });
    await moveBooking(t, u.provider, b.id, 'confirmed');
    const rows = await t.database.db
      .selectFrom('notifications')
      .select(['userId', 'type', 'data'])
      .where(sql`"type"`, 'like', 'serviceBooking%')
      .execute();
    const about = rows.filter((r) => JSON.parse(r.data).bookingId === b.id);
    expect(about.map((r) => [r.userId, r.type])).toEqual(
      expect.arrayContaining([
        [u.provider.id, 'serviceBookingRequested'],
        [u.other.id, 'serviceBookingConfirmed'],
      ]),
    );
    expect(about).toHaveLength(2);
  });
  it('tells both sides live of the request and each change', async () => {
    const url = await listen(t.app);
    const providerSocket = openSocket(url, { cookie: u.provider.cookie });
    const customerSocket = openSocket(url, { cookie: u.customer.cookie });
    await Promise.all([connected(providerSocket), connected(customerSocket)]);
    const seen = [collect(providerSocket), collect(customerSocket)];
    const b = await bookSlot(t, u.customer, service, {
      date: kolkataDay(6),
      timeSlot: '13:00-14:00',
    });
    await moveBooking(t, u.provider, b.id, 'confirmed');
    await moveBooking(t, u.customer, b.id, 'cancelled');
    await sleep(150);
    for (const events of seen)
      expect(
        events
          .filter((e) => e.name === 'serviceBooking.changed')
          .map((e) => e.payload as { bookingId: string; status: string })
          .filter((p) => p.bookingId === b.id)
          .map((p) => p.status),
      ).toEqual(['pending', 'confirmed', 'cancelled']);
  });
});

describe('reviews', () => {
  const completed = async (customer: TestUser, svc: Service, day: number) => {
    const b = await bookSlot(t, customer, svc, { date: kolkataDay(day), timeSlot: '16:00-17:00' });
    for (const s of ['confirmed', 'in-progress', 'completed']) {
      if (s === 'in-progress') await dayHasCome(t, b.id);
      await moveBooking(t, u.provider, b.id, s);
    }
    return b;
  };
  const review = (user: TestUser, id: string, rating: number, comment?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/service-bookings/${id}/review`,
      headers: as(user),
      payload: { rating, comment },
    });

  it('only of a completed booking, by its customer, once; the service mean kept to one decimal', async () => {
    const svc = await addService(t, u.provider, {
      availability: EVERY_DAY,
      title: 'Sofa cleaning',
    });
    const pending = await bookSlot(t, u.customer, svc, {
      date: kolkataDay(7),
      timeSlot: '16:00-17:00',
    });
    expect((await review(u.customer, pending.id, 5)).json().error.reason).toBe(
      'service-booking.review-not-completed',
    );
    const a = await completed(u.customer, svc, 8);
    expect((await review(u.provider, a.id, 5)).json().error.reason).toBe(
      'service-booking.review-own',
    );
    expect((await review(u.customer, a.id, 6)).statusCode).toBe(400);
    const first = await review(u.customer, a.id, 5, 'Spotless');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ServiceBooking>().review).toMatchObject({ rating: 5, comment: 'Spotless' });
    expect((await review(u.customer, a.id, 4)).json().error.reason).toBe(
      'service-booking.review-exists',
    );

    const b = await completed(u.other, svc, 9);
    const c = await completed(u.owner, svc, 10);
    await review(u.other, b.id, 4);
    await review(u.owner, c.id, 4);
    const got = await t.app.inject({ method: 'GET', url: `/api/services/${svc.id}` });
    // (5 + 4 + 4) / 3 = 4.333… → 4.3
    expect(got.json<Service>()).toMatchObject({ rating: 4.3, reviewCount: 3 });
  });

  it('counts a person once per service: their later review replaces the earlier one everywhere it is counted', async () => {
    const svc = await addService(t, u.provider, {
      availability: EVERY_DAY,
      title: 'Kitchen cleaning',
      serviceLocations: [{ city: 'hyderabad', subLocalities: [] }],
    });
    const a = await completed(u.customer, svc, 11);
    const b = await completed(u.customer, svc, 12);
    const c = await completed(u.other, svc, 13);
    expect((await review(u.customer, a.id, 5, 'Very good')).statusCode).toBe(200);
    expect((await review(u.customer, b.id, 5, 'Very good again')).statusCode).toBe(200);
    expect((await review(u.other, c.id, 3)).statusCode).toBe(200);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/services/${svc.id}` })).json<Service>();
    // Two people: 5 and 3, not 5, 5 and 3.
    expect(await read()).toMatchObject({ rating: 4, reviewCount: 2 });
    const again = await completed(u.customer, svc, 6);
    expect((await review(u.customer, again.id, 1, 'Went downhill')).statusCode).toBe(200);
    // (1 + 3) / 2: the customer's latest review stands for them.
    expect(await read()).toMatchObject({ rating: 2, reviewCount: 2 });
    // The earlier booking still shows what was said of it then.
    expect((await getBooking(u.customer, a.id)).json<ServiceBooking>().review).toMatchObject({
      rating: 5,
    });
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/services?providerId=${u.provider.id}&limit=50`,
    });
    expect(search.json<ServiceList>().items.find((s) => s.id === svc.id)).toMatchObject({
      rating: 2,
      reviewCount: 2,
    });
    const reviews = await t.app.inject({
      method: 'GET',
      url: `/api/service-providers/${u.provider.id}/reviews?limit=50`,
    });
    expect(
      reviews
        .json<ProviderReviewList>()
        .items.filter((r) => r.serviceTitle === 'Kitchen cleaning')
        .map((r) => [r.comment, r.rating]),
    ).toEqual([
      ['Went downhill', 1],
      ['', 3],
    ]);
  });
});

describe('lists and the dashboard', () => {
  it('pages each side’s bookings, newest first; only providers list as provider', async () => {
    const p = await makeUsers(t.app, { provider: 'service-provider', a: 'tenant', b: 'owner' });
    const svc = await addService(t, p.provider, { availability: EVERY_DAY });
    const made: ServiceBooking[] = [];
    for (const [i, who] of [p.a, p.b, p.a].entries())
      made.push(
        await bookSlot(t, who, svc, { date: kolkataDay(1), timeSlot: `${10 + i}:00-${11 + i}:00` }),
      );
    const page = async (user: TestUser, query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/service-bookings?${query}`,
        headers: as(user),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ServiceBookingList>();
    };
    const first = await page(p.provider, 'limit=2');
    expect(first.items.map((b) => b.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = await page(p.provider, `limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((b) => b.id)).toEqual([made[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await page(p.a, '')).items.map((b) => b.id)).toEqual([made[2]!.id, made[0]!.id]);
    expect((await page(p.b, 'as=customer')).items.map((b) => b.id)).toEqual([made[1]!.id]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/service-bookings?as=provider',
      headers: as(p.a),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('earns only completed jobs, shows the month’s confirmed ones apart as booked, and sorts today, upcoming, requests and the week', async () => {
    const p = await makeUsers(t.app, { provider: 'service-provider', a: 'tenant' });
    const svc = await addService(t, p.provider, { availability: EVERY_DAY, price: 1000 });
    const today = kolkataDay(0);
    // Rows of any date and status, as time would leave them.
    const at = new Date().toISOString();
    const row = (i: number, date: string, status: ServiceBookingStatus, price = 1000) => ({
      id: `sum-${p.provider.id}-${i}`,
      serviceId: svc.id,
      providerId: p.provider.id,
      userId: p.a.id,
      propertyId: null,
      ownerId: null,
      status,
      date,
      timeSlot: `${String(8 + i).padStart(2, '0')}:00-${String(9 + i).padStart(2, '0')}:00`,
      description: null,
      price,
      createdAt: at,
      updatedAt: at,
    });
    const monthStart = `${today.slice(0, 8)}01`;
    await t.database.db
      .insertInto('service_bookings')
      .values([
        row(0, today, 'confirmed', 500),
        row(1, today, 'cancelled', 9999),
        row(2, kolkataDay(1), 'pending', 700),
        row(3, kolkataDay(3), 'confirmed', 800),
        row(4, monthStart, 'completed', 1500),
        row(5, monthStart, 'declined', 9999),
        row(6, kolkataDay(-40), 'completed', 9999),
        row(7, monthStart, 'in-progress', 300),
      ])
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-bookings/summary',
      headers: as(p.provider),
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    const ids = (list: ServiceBooking[]) => list.map((b) => b.id.slice(-1));
    // On the 1st the month's first booking is today's too.
    expect(ids(s.today)).toEqual(today === monthStart ? ['0', '4', '7'] : ['0']);
    expect(ids(s.upcoming)).toEqual(['2', '3']);
    expect(ids(s.pendingRequests)).toEqual(['2']);
    // Earned: only the job completed on the 1st. Booked: confirmed 500 today, 300 under way
    // since the 1st, and the confirmed 800 if it falls in this month.
    const inMonth = (d: string) => d.slice(0, 7) === today.slice(0, 7);
    expect(s.earningsThisMonth).toBe(1500);
    expect(s.bookedThisMonth).toBe(500 + 300 + (inMonth(kolkataDay(3)) ? 800 : 0));
    expect(s.week.every((b: ServiceBooking) => !['cancelled', 'declined'].includes(b.status))).toBe(
      true,
    );
    expect(s).toMatchObject({ rating: 0, reviewCount: 0 });
    const tenant = await t.app.inject({
      method: 'GET',
      url: '/api/service-bookings/summary',
      headers: as(p.a),
    });
    expect(tenant.json().error.reason).toBe('service-booking.providers-only');
  });
});
