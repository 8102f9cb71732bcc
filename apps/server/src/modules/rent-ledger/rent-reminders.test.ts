import { beforeAll, describe, expect, it } from 'vitest';
import { type Booking } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/build-test-app';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';
import { useTwoInstances } from '../../../test/two-instances';
import { sendRentReminders } from './index';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

const DAY_MS = 24 * 60 * 60 * 1000;
const apps = useTwoInstances();
let cast: StayCast;
beforeAll(async () => {
  cast = await makeStayCast(apps.first.app);
}, STAY_SETUP_TIMEOUT_MS);

/** A confirmed stay from `startDate` at a listing of its own: its first rent is due that day. */
async function stayFrom(tenant: TestUser, startDate: string): Promise<Booking> {
  const app = apps.first.app;
  const listing = await makeProperty(app, cast.owner, { rent: 18_500, title: 'Banyan Court' });
  const booking = await app.inject({
    method: 'POST',
    url: `/api/properties/${listing.id}/bookings`,
    headers: as(tenant),
    payload: { startDate, endDate: dayFromToday(300) },
  });
  expect(booking.statusCode, booking.body).toBe(201);
  const id = booking.json<Booking>().id;
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/confirm`,
    headers: as(cast.owner),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return booking.json<Booking>();
}

const remindersOf = async (user: TestUser) => {
  const rows = await apps.first.database.db
    .selectFrom('notifications')
    .select(['title', 'message', 'data'])
    .where('userId', '=', user.id)
    .where('type', '=', 'rentDueReminder')
    .execute();
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
};
/** The mails go out after the passes' answers: this waits until both instances sent theirs. */
const mailsTo = async (user: TestUser) => {
  await Promise.all([deliveriesSent(apps.first.app.bus), deliveriesSent(apps.second.app.bus)]);
  const mails = await apps.first.database.db
    .selectFrom('outbox_mails')
    .select('subject')
    .where('to', '=', user.email)
    .where('subject', 'like', 'Rent due%')
    .execute();
  return mails.map((mail) => mail.subject);
};

describe('rent reminders', () => {
  it('reach the tenant 3 days before the due day and on it, once each, from two instances', async () => {
    // Tomorrow, seen as "today": one stay's rent falls due that day, the other's 3 days later.
    const today = Date.now() + DAY_MS;
    const dueToday = await stayFrom(cast.tenant, dayFromToday(1));
    const dueInThree = await stayFrom(cast.anotherSeeker, dayFromToday(4));
    const pass = (which: 'first' | 'second', at = today) =>
      sendRentReminders({ ...apps[which].app.deps, clock: { now: () => new Date(at) } });

    const sent = await Promise.all([pass('first'), pass('second'), pass('first'), pass('second')]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);

    const onDay = await remindersOf(cast.tenant);
    expect(onDay).toHaveLength(1);
    expect(onDay[0]).toMatchObject({
      title: 'Rent due today',
      data: { moment: 'on-day', bookingId: dueToday.id, amountPaise: 18_500_00 },
    });
    expect(onDay[0]!.message).toContain('₹18,500');
    const before = await remindersOf(cast.anotherSeeker);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      title: 'Rent due soon',
      data: { moment: 'before', bookingId: dueInThree.id, dueDate: dayFromToday(4) },
    });

    // Passes later the same day, or after a restart, send nothing again.
    expect(await pass('first', today + 60_000)).toBe(0);
    expect(await pass('second', today + 3_600_000)).toBe(0);
    expect(await remindersOf(cast.tenant)).toHaveLength(1);
    expect(await remindersOf(cast.anotherSeeker)).toHaveLength(1);
    await expect
      .poll(() => mailsTo(cast.tenant), { timeout: 15_000 })
      .toEqual(['Rent due today - Nivaas']);
    await expect
      .poll(() => mailsTo(cast.anotherSeeker), { timeout: 15_000 })
      .toEqual(['Rent due soon - Nivaas']);

    // Three days on, the second stay's rent is due that day: its on-day reminder, once.
    expect(await pass('second', today + 3 * DAY_MS)).toBe(1);
    expect(await pass('first', today + 3 * DAY_MS)).toBe(0);
    expect((await remindersOf(cast.anotherSeeker)).map((r) => r.data.moment).sort()).toEqual([
      'before',
      'on-day',
    ]);
  }, 120_000);

  it('are not sent for a month already paid', async () => {
    const tenant = cast.tenant;
    const stay = await stayFrom(tenant, dayFromToday(20));
    const ledger = await apps.first.app.inject({
      method: 'GET',
      url: `/api/rent-ledger/stays/${stay.id}`,
      headers: as(cast.owner),
    });
    const first = ledger
      .json<{ dues: { id: string; kind: string }[] }>()
      .dues.find((d) => d.kind === 'rent')!;
    const cash = await apps.first.app.inject({
      method: 'POST',
      url: `/api/payments/dues/${first.id}/cash`,
      headers: as(cast.owner),
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const before = (await remindersOf(tenant)).length;
    const at = Date.now() + 17 * DAY_MS;
    expect(
      await sendRentReminders({ ...apps.first.app.deps, clock: { now: () => new Date(at) } }),
    ).toBe(0);
    expect(await remindersOf(tenant)).toHaveLength(before);
  }, 60_000);

  it('are sent by the scheduler by itself, every RENT_REMINDER_INTERVAL_MS', async () => {
    const tenant = await makeUser(apps.first.app, 'tenant');
    await stayFrom(tenant, dayFromToday(2));
    const scheduled = await buildTestApp({
      database: apps.first.database,
      env: { RENT_ESCALATION_INTERVAL_MS: '0', RENT_REMINDER_INTERVAL_MS: '200' },
    });
    try {
      await expect
        .poll(async () => (await remindersOf(tenant)).map((r) => r.data.moment), {
          timeout: 15_000,
        })
        .toEqual(['before']);
    } finally {
      await scheduled.close();
    }
  }, 60_000);
});
