import type { NotificationType } from '@nivaas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kolkataDate,
  startOfKolkataDay,
  type Property,
  type RentEscalation,
  type RentEscalationHistory,
  type RentEscalationNoticeList,
} from '@nivaas/shared';
import { anotherPool, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { sleep } from '../../../test/sockets';
import {
  confirmedStay,
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';
import type { Db } from '../../db/client';
import type { Deps } from '../../plugins/events/deps';
import { runScheduledEscalations } from './index';
import { saveRentEscalation } from './save-rent-escalation';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let cast: StayCast;
beforeAll(async () => {
  // Passes are run by hand at the clock's time; the timer itself is tested at the end.
  t = await buildTestApp({ env: { RENT_ESCALATION_INTERVAL_MS: '0' } });
  cast = await makeStayCast(t.app);
  await confirmedStay(t.app, cast);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const at = (iso: string | number): Pick<Deps, 'clock'> => ({
  clock: { now: () => new Date(iso) },
});
/** One scheduler pass of `app` as if the time were `iso`. */
const passAt = (app: TestApp['app'], iso: string | number) =>
  runScheduledEscalations({ ...app.deps, ...at(iso) });

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const setEscalation = async (
  owner: TestUser,
  propertyId: string,
  body: { nextEscalationDue: string; months?: number; percent?: number },
) => {
  const res = await send(owner, 'PUT', `/api/properties/${propertyId}/rent-escalation`, {
    rentIncreaseType: 'percentage',
    rentIncreaseValue: body.percent ?? 10,
    rentIncreaseFrequencyMonths: body.months ?? 1,
    nextEscalationDue: body.nextEscalationDue,
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<RentEscalation>();
};

const historyOf = async (owner: TestUser, propertyId: string) =>
  (
    await send(owner, 'GET', `/api/properties/${propertyId}/rent-escalation/history`)
  ).json<RentEscalationHistory>().history;
const settingOf = async (owner: TestUser, propertyId: string) =>
  (await send(owner, 'GET', `/api/properties/${propertyId}/rent-escalation`)).json<{
    rentEscalation: RentEscalation;
  }>().rentEscalation;
const rentOf = async (owner: TestUser, propertyId: string) =>
  (await send(owner, 'GET', `/api/properties/${propertyId}`)).json<Property>().rent;
const noticesOf = async (owner: TestUser, propertyId: string) =>
  (
    await send(owner, 'GET', `/api/properties/${propertyId}/rent-escalation/notices`)
  ).json<RentEscalationNoticeList>().notices;
const notificationCount = async (propertyId: string, type: NotificationType) =>
  (
    await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('propertyId', '=', propertyId)
      .where('type', '=', type)
      .execute()
  ).length;

/** Rows of `table`, of the listings `ids` only when given. */
const countRows = async (
  table: 'rent_escalation_notices' | 'rent_escalation_history',
  ids?: readonly string[],
) => {
  let query = t.database.db.selectFrom(table).select('propertyId');
  if (ids) query = query.where('propertyId', 'in', [...ids]);
  return (await query.execute()).length;
};

describe('rent escalation scheduler', () => {
  it('tells the owner and the tenant 30 days ahead, once, and the tenant acknowledges', async () => {
    const setting = await setEscalation(cast.owner, cast.listing.id, {
      nextEscalationDue: dayFromToday(45),
      months: 12,
    });
    const due = Date.parse(setting.nextEscalationDue);
    // 31 days ahead: too early.
    expect((await passAt(t.app, due - 31 * DAY_MS)).noticesSent).toBe(0);
    expect(await noticesOf(cast.owner, cast.listing.id)).toEqual([]);
    // 30 days ahead: both sides are told, once, however many passes run.
    expect((await passAt(t.app, due - 30 * DAY_MS)).noticesSent).toBe(2);
    expect((await passAt(t.app, due - 29 * DAY_MS)).noticesSent).toBe(0);
    const notices = await noticesOf(cast.owner, cast.listing.id);
    expect(notices.map((n) => [n.kind, n.recipientRole, n.newRent]).sort()).toEqual([
      ['upcoming', 'owner', 13_200],
      ['upcoming', 'tenant', 13_200],
    ]);
    expect(await notificationCount(cast.listing.id, 'rentEscalationDue')).toBe(2);
    await deliveriesSent(t.app.bus);
    const mails = await t.database.db
      .selectFrom('outbox_mails')
      .select('to')
      .where('subject', '=', 'Rent increase coming - Nivaas')
      .execute();
    expect(mails.map((m) => m.to).sort()).toEqual([cast.owner.email, cast.tenant.email].sort());

    const tenantNotice = notices.find((n) => n.recipientRole === 'tenant')!;
    await send(cast.tenant, 'POST', `/api/rent-escalation-notices/${tenantNotice.id}/acknowledge`);
    const seen = await noticesOf(cast.owner, cast.listing.id);
    expect(seen.find((n) => n.id === tenantNotice.id)?.acknowledgedAt).not.toBeNull();

    // At the due date the increase is applied by itself, and both are told again.
    const result = await passAt(t.app, due + 60_000);
    expect(result.applied).toBe(1);
    const history = await historyOf(cast.owner, cast.listing.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      previousRent: 12_000,
      newRent: 13_200,
      appliedAutomatically: true,
      notifiedTenant: true,
      notifiedOwner: true,
    });
    expect(await rentOf(cast.owner, cast.listing.id)).toBe(13_200);
    expect(await notificationCount(cast.listing.id, 'rentEscalationApplied')).toBe(2);
    expect((await passAt(t.app, due + 120_000)).applied).toBe(0);
  });

  it('counts calendar months of Asia/Kolkata: 31 January + 1 month = 28 or 29 February', async () => {
    const cases = [
      // Due 31 January 2027 00:00 IST (30 January 18:30 UTC) → 28 February 00:00 IST.
      {
        due: '2027-01-31',
        runAt: '2027-01-30T18:30:00.000Z',
        next: '2027-02-27T18:30:00.000Z',
        day: '2027-02-28',
      },
      // 2028 is a leap year → 29 February.
      {
        due: '2028-01-31',
        runAt: '2028-01-30T18:30:00.000Z',
        next: '2028-02-28T18:30:00.000Z',
        day: '2028-02-29',
      },
      // 31 January 23:59 IST is 18:29 UTC the same day: still January in India.
      {
        due: '2027-01-31',
        runAt: '2027-01-31T18:29:00.000Z',
        next: '2027-02-28T18:29:00.000Z',
        day: '2027-02-28',
      },
      // 31 January 20:00 UTC is already 1 February 01:30 IST → 1 March, not 28 February.
      {
        due: '2027-01-31',
        runAt: '2027-01-31T20:00:00.000Z',
        next: '2027-02-28T20:00:00.000Z',
        day: '2027-03-01',
      },
    ];
    for (const c of cases) {
      const listing = await makeProperty(t.app, cast.owner, { rent: 10_000 });
      const setting = await setEscalation(cast.owner, listing.id, { nextEscalationDue: c.due });
      expect(setting.nextEscalationDue).toBe(startOfKolkataDay(c.due));
      await passAt(t.app, c.runAt);
      const after = await settingOf(cast.owner, listing.id);
      expect(after.lastEscalationDate).toBe(c.runAt);
      expect(after.nextEscalationDue).toBe(c.next);
      expect(kolkataDate(after.nextEscalationDue)).toBe(c.day);
    }
  });

  it('keeps the due date when a pass is cut short, and applies it once on the next start', async () => {
    const listing = await makeProperty(t.app, cast.owner, { rent: 20_000 });
    const setting = await setEscalation(cast.owner, listing.id, {
      nextEscalationDue: dayFromToday(3),
    });
    const due = Date.parse(setting.nextEscalationDue);
    // An instance that dies in the middle of applying: its transaction never commits.
    const dying = await buildTestApp({
      database: t.database,
      env: { RENT_ESCALATION_INTERVAL_MS: '0' },
    });
    dying.app.bus.onInTransaction('rent-escalation.applied', () => {
      throw new Error('process killed');
    });
    expect((await passAt(dying.app, due + 1_000)).applied).toBe(0);
    await dying.app.close();
    expect(await historyOf(cast.owner, listing.id)).toEqual([]);
    expect(await rentOf(cast.owner, listing.id)).toBe(20_000);
    expect((await settingOf(cast.owner, listing.id)).nextEscalationDue).toBe(
      setting.nextEscalationDue,
    );
    expect(await noticesOf(cast.owner, listing.id)).toEqual([]);

    // The next instance applies it, once, however often it runs.
    const restarted = await buildTestApp({
      database: t.database,
      env: { RENT_ESCALATION_INTERVAL_MS: '0' },
    });
    expect((await passAt(restarted.app, due + 2_000)).applied).toBe(1);
    expect((await passAt(restarted.app, due + 3_000)).applied).toBe(0);
    await restarted.app.close();
    expect(await rentOf(cast.owner, listing.id)).toBe(22_000);
    expect(await historyOf(cast.owner, listing.id)).toHaveLength(1);
  });
});

describe('two instances on one database', () => {
  let other: TestApp;
  let otherDb: Db | null = null;
  beforeAll(async () => {
    // PostgreSQL: a pool of its own, as another process would have.
    otherDb = anotherPool(t.database);
    other = await buildTestApp({
      database: otherDb ?? t.database,
      env: { RENT_ESCALATION_INTERVAL_MS: '0' },
    });
  });
  afterAll(async () => {
    await other.close();
    await otherDb?.close();
  });

  it('apply each increase and send each notice exactly once', { timeout: 120_000 }, async () => {
    const owner = await makeUser(t.app, 'owner');
    const listings: Property[] = [];
    for (let i = 0; i < 12; i++)
      listings.push(await makeProperty(t.app, owner, { rent: 10_000 + i }));
    let due = 0;
    for (const listing of listings)
      due = Date.parse(
        (await setEscalation(owner, listing.id, { nextEscalationDue: dayFromToday(20) }))
          .nextEscalationDue,
      );

    // The passes also serve the earlier tests' listings that fall due in the same window (the
    // next increase of one applied a month ago, say), so their totals are held against what the
    // passes stored, and this test's listings are counted by themselves.
    const ids = listings.map((l) => l.id);
    const noticesBefore = await countRows('rent_escalation_notices');
    // Notices: three passes on each instance at once.
    const noticeRuns = await Promise.all(
      [t, other, t, other, t, other].map((i) => passAt(i.app, due - 10 * DAY_MS)),
    );
    const sent = noticeRuns.reduce((sum, r) => sum + r.noticesSent, 0);
    expect(sent).toBe((await countRows('rent_escalation_notices')) - noticesBefore);
    expect(await countRows('rent_escalation_notices', ids)).toBe(listings.length);

    const historyBefore = await countRows('rent_escalation_history');
    const started = performance.now();
    const runs = await Promise.all(
      [t, other, t, other, t, other].map((i, n) => passAt(i.app, due + 1_000 + n)),
    );
    const elapsedMs = performance.now() - started;
    console.info(
      `6 overlapping passes on 2 instances, ${listings.length} due increases (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): ${elapsedMs.toFixed(0)} ms`,
    );
    const applied = runs.reduce((sum, r) => sum + r.applied, 0);
    expect(applied).toBe((await countRows('rent_escalation_history')) - historyBefore);
    expect(await countRows('rent_escalation_history', ids)).toBe(listings.length);
    for (const [i, listing] of listings.entries()) {
      expect(await historyOf(owner, listing.id)).toHaveLength(1);
      expect(await rentOf(owner, listing.id)).toBe(Math.round((10_000 + i) * 1.1));
      const notices = await noticesOf(owner, listing.id);
      expect(notices.map((n) => n.kind).sort()).toEqual(['applied', 'upcoming']);
      expect(await notificationCount(listing.id, 'rentEscalationApplied')).toBe(1);
      expect(await notificationCount(listing.id, 'rentEscalationDue')).toBe(1);
    }
  });
});

describe('the timer', () => {
  it(
    'applies a due increase by itself, and a restarted instance does not apply it again',
    { timeout: 60_000 },
    async () => {
      const listing = await makeProperty(t.app, cast.owner, { rent: 30_000 });
      // Set 40 days ago for a date 39 days ago: due long since.
      const past = Date.now() - 40 * DAY_MS;
      const caller = (await t.app.readSession({ headers: as(cast.owner) } as never))!;
      await saveRentEscalation({ ...t.app.deps, ...at(past) }, caller, listing.id, {
        rentIncreaseType: 'fixed',
        rentIncreaseValue: 1_000,
        rentIncreaseFrequencyMonths: 1,
        nextEscalationDue: kolkataDate(new Date(past + DAY_MS)),
      });

      const running = await buildTestApp({
        database: t.database,
        env: { RENT_ESCALATION_INTERVAL_MS: '100' },
      });
      for (let i = 0; i < 100 && (await historyOf(cast.owner, listing.id)).length === 0; i++)
        await sleep(100);
      await running.app.close();
      const history = await historyOf(cast.owner, listing.id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ newRent: 31_000, appliedAutomatically: true });

      const again = await buildTestApp({
        database: t.database,
        env: { RENT_ESCALATION_INTERVAL_MS: '100' },
      });
      await sleep(1_500);
      await again.app.close();
      expect(await historyOf(cast.owner, listing.id)).toHaveLength(1);
      expect(await rentOf(cast.owner, listing.id)).toBe(31_000);
    },
  );
});
