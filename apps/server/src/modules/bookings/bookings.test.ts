import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingList, Notification, StayQuoteResult } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  requestStay,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';
import { closeSockets, collect, connected, listen, openSocket, sleep } from '../../../test/sockets';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

let t: TestApp;
let cast: StayCast;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await makeStayCast(t.app);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(async () => {
  closeSockets();
  await t.close();
});

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const notificationsOf = async (user: TestUser): Promise<Notification[]> =>
  (await send(user, 'GET', '/api/notifications?limit=50')).json<{ notifications: Notification[] }>()
    .notifications;

const mailsTo = async (email: string) => {
  await deliveriesSent(t.app.bus);
  return t.database.db.selectFrom('outbox_mails').selectAll().where('to', '=', email).execute();
};

describe('stays', () => {
  it('quotes a stay from the rent before booking, and books it at that total', async () => {
    const dates = { startDate: dayFromToday(10), endDate: dayFromToday(10 + 44) };
    const quote = await send(
      cast.tenant,
      'GET',
      `/api/properties/${cast.listing.id}/bookings/quote?startDate=${dates.startDate}&endDate=${dates.endDate}`,
    );
    expect(quote.statusCode).toBe(200);
    const q = quote.json<StayQuoteResult>();
    expect(q.monthlyRent).toBe(12_000);
    expect(q.months).toBe(1);
    expect(q.totalAmount).toBe(Math.round(12_000 + (12_000 * q.extraDays) / q.extraMonthDays));

    const booking = await requestStay(t.app, cast.tenant, cast.listing.id, {
      ...dates,
      notes: '  Moving in with my sister  ',
    });
    expect(booking).toMatchObject({
      status: 'pending',
      moneyStatus: 'none',
      totalAmount: q.totalAmount,
      monthlyRent: 12_000,
      notes: 'Moving in with my sister',
      tenantId: cast.tenant.id,
      ownerId: cast.owner.id,
      property: { id: cast.listing.id, title: 'Sunny 2BHK near Brodipet' },
      tenant: { id: cast.tenant.id, firstName: 'Test' },
    });
  });

  it('goes pending → confirmed, and either side may cancel; each side is told', async () => {
    const booking = await requestStay(t.app, cast.tenant, cast.listing.id, {
      startDate: dayFromToday(100),
      endDate: dayFromToday(130),
    });
    const ownerHeard = (await notificationsOf(cast.owner)).find(
      (n) => n.type === 'bookingRequested' && n.data.bookingId === booking.id,
    );
    expect(ownerHeard).toMatchObject({ propertyId: cast.listing.id, senderId: cast.tenant.id });

    const confirmed = await send(cast.owner, 'POST', `/api/bookings/${booking.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Booking>().status).toBe('confirmed');
    // Confirming again changes nothing.
    const again = await send(cast.owner, 'POST', `/api/bookings/${booking.id}/confirm`);
    expect(again.json<Booking>().updatedAt).toBe(confirmed.json<Booking>().updatedAt);
    expect(
      (await notificationsOf(cast.tenant)).filter(
        (n) => n.type === 'bookingConfirmed' && n.data.bookingId === booking.id,
      ),
    ).toHaveLength(1);

    // Confirmed: its ledger has a deposit and months ahead, none due within 30 days.
    expect(confirmed.json<Booking>().moneyStatus).toBe('upcoming');

    const cancelled = await send(cast.tenant, 'POST', `/api/bookings/${booking.id}/cancel`);
    // Its unpaid dues went with it: nothing was paid, nothing is owed.
    expect(cancelled.json<Booking>()).toMatchObject({
      status: 'cancelled',
      cancelledBy: cast.tenant.id,
      moneyStatus: 'none',
    });
    expect(
      (await notificationsOf(cast.owner)).find(
        (n) => n.type === 'bookingCancelled' && n.data.bookingId === booking.id,
      )?.data.cancelledBy,
    ).toBe('tenant');
    // A cancelled booking cannot be confirmed.
    const late = await send(cast.owner, 'POST', `/api/bookings/${booking.id}/confirm`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.reason).toBe('booking.not-pending');
    // Mail went to both sides, after commit.
    expect((await mailsTo(cast.owner.email)).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['New booking request - Nivaas', 'Booking cancelled - Nivaas']),
    );
    expect((await mailsTo(cast.tenant.email)).map((m) => m.subject)).toContain(
      'Booking confirmed - Nivaas',
    );
  });

  it('refuses a request or a confirmation whose days meet a confirmed stay, naming it', async () => {
    const listing = await makeProperty(t.app, cast.owner, { rent: 9_000 });
    const first = await requestStay(t.app, cast.tenant, listing.id, {
      startDate: dayFromToday(20),
      endDate: dayFromToday(50),
    });
    const second = await requestStay(t.app, cast.anotherSeeker, listing.id, {
      startDate: dayFromToday(50),
      endDate: dayFromToday(60),
    });
    expect((await send(cast.owner, 'POST', `/api/bookings/${first.id}/confirm`)).statusCode).toBe(
      200,
    );
    const clash = await send(cast.owner, 'POST', `/api/bookings/${second.id}/confirm`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'conflict',
      reason: 'booking.dates-taken',
      message: `These dates overlap a confirmed stay from ${first.startDate} to ${first.endDate}`,
    });
    const request = await send(
      cast.anotherSeeker,
      'POST',
      `/api/properties/${listing.id}/bookings`,
      {
        startDate: dayFromToday(30),
        endDate: dayFromToday(31),
      },
    );
    expect(request.statusCode).toBe(409);
    expect(request.json().error.reason).toBe('booking.dates-taken');
    // The day after the first stay ends is free.
    await requestStay(t.app, cast.anotherSeeker, listing.id, {
      startDate: dayFromToday(51),
      endDate: dayFromToday(51),
    });
    // Once the first stay is cancelled its days are free again.
    await send(cast.owner, 'POST', `/api/bookings/${first.id}/cancel`);
    const now = await send(cast.owner, 'POST', `/api/bookings/${second.id}/confirm`);
    expect(now.json<Booking>().status).toBe('confirmed');
  });

  it('lists an owner only the bookings of their own listings, a tenant only their own', async () => {
    const other = await makeUser(t.app, 'owner');
    const otherListing = await makeProperty(t.app, other);
    const theirs = await requestStay(t.app, cast.anotherSeeker, otherListing.id, {
      startDate: dayFromToday(5),
      endDate: dayFromToday(9),
    });
    const ownerList = (
      await send(cast.owner, 'GET', '/api/bookings?limit=100')
    ).json<BookingList>();
    expect(ownerList.bookings.length).toBeGreaterThan(0);
    expect(ownerList.bookings.every((b) => b.ownerId === cast.owner.id)).toBe(true);
    expect(ownerList.bookings.map((b) => b.id)).not.toContain(theirs.id);

    const otherList = (await send(other, 'GET', '/api/bookings')).json<BookingList>();
    expect(otherList.bookings.map((b) => b.id)).toEqual([theirs.id]);

    const seekerList = (
      await send(cast.anotherSeeker, 'GET', '/api/bookings?limit=100')
    ).json<BookingList>();
    expect(seekerList.bookings.every((b) => b.tenantId === cast.anotherSeeker.id)).toBe(true);
    expect(seekerList.bookings.map((b) => b.id)).toContain(theirs.id);

    const byListing = (
      await send(cast.owner, 'GET', `/api/bookings?propertyId=${cast.listing.id}&status=pending`)
    ).json<BookingList>();
    expect(
      byListing.bookings.every((b) => b.propertyId === cast.listing.id && b.status === 'pending'),
    ).toBe(true);
  });

  it('pages the list newest first without repeats', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    const listing = await makeProperty(t.app, cast.owner);
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (
          await requestStay(t.app, tenant, listing.id, {
            startDate: dayFromToday(200 + i),
            endDate: dayFromToday(200 + i),
          })
        ).id,
      );
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: BookingList = (
        await send(tenant, 'GET', `/api/bookings?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json<BookingList>();
      seen.push(...page.bookings.map((b) => b.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...made].reverse());
  });

  it('tells both sides live of each change', async () => {
    const url = await listen(t.app);
    const ownerSocket = openSocket(url, { cookie: cast.owner.cookie });
    const tenantSocket = openSocket(url, { cookie: cast.tenant.cookie });
    await Promise.all([connected(ownerSocket), connected(tenantSocket)]);
    const ownerEvents = collect(ownerSocket);
    const tenantEvents = collect(tenantSocket);
    const booking = await requestStay(t.app, cast.tenant, cast.listing.id, {
      startDate: dayFromToday(300),
      endDate: dayFromToday(310),
    });
    await send(cast.owner, 'POST', `/api/bookings/${booking.id}/confirm`);
    await sleep(150);
    for (const events of [ownerEvents, tenantEvents])
      expect(
        events
          .filter((e) => e.name === 'booking.changed')
          .map((e) => e.payload as { bookingId: string; action: string })
          .filter((p) => p.bookingId === booking.id)
          .map((p) => p.action),
      ).toEqual(['requested', 'confirmed']);
  });
});
