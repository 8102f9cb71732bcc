import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, visitStartsAt } from '@nivaas/shared';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { startPushService } from '../../../test/push-endpoint';
import { kolkataDay } from '../../../test/service-bookings';
import { decide, requestVisit, setHours } from '../../../test/site-visits';
import { useTwoInstances } from '../../../test/two-instances';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';
import { reminderMoment, sendVisitReminders } from './index';

const HOUR_MS = 60 * 60 * 1000;
const apps = useTwoInstances();
let service: Awaited<ReturnType<typeof startPushService>>;
let who: Record<'owner' | 'seeker', TestUser>;
beforeAll(async () => {
  service = await startPushService();
  who = await makeUsers(apps.first.app, { owner: 'owner', seeker: 'tenant' });
});
afterAll(() => service.close());

/** A confirmed visit `days` days on at `time` (Asia/Kolkata). */
async function confirmedVisit(days: number, time: string) {
  const app = apps.first.app;
  const listing = await makeProperty(app, who.owner, { title: 'Gulmohar Villa' });
  await setHours(app, who.owner, listing.id);
  const visit = await requestVisit(app, who.seeker, {
    propertyId: listing.id,
    date: kolkataDay(days),
    time,
  });
  const res = await decide(app, who.owner, visit.id, { action: 'confirm' });
  expect(res.statusCode, res.body).toBe(200);
  return visit;
}

const remindersOf = async (visitId: string) => {
  const rows = await apps.first.database.db
    .selectFrom('notifications')
    .select(['userId', 'title', 'message', 'data'])
    .where('type', '=', 'siteVisitReminder')
    .where('data', 'like', `%${visitId}%`)
    .orderBy('createdAt')
    .execute();
  return rows.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> }));
};

describe('visit reminders', () => {
  it('choose the evening before (18:00 IST) and 2 hours before, and nothing after the start', () => {
    const visit = { date: '2026-12-10', startsAt: visitStartsAt('2026-12-10', '11:00') };
    const at = (iso: string) => reminderMoment(visit, new Date(iso));
    expect(at('2026-12-09T17:59:00+05:30')).toBeNull();
    expect(at('2026-12-09T18:00:00+05:30')).toBe('evening');
    expect(at('2026-12-10T08:59:00+05:30')).toBe('evening');
    expect(at('2026-12-10T09:00:00+05:30')).toBe('soon');
    expect(at('2026-12-10T10:59:00+05:30')).toBe('soon');
    expect(at('2026-12-10T11:00:00+05:30')).toBeNull();
  });

  it('reach both seeker and owner by bell, mail and push, once each, from two instances', async () => {
    const visit = await confirmedVisit(3, '11:00');
    const seekerPhone = service.browser();
    const res = await apps.first.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: as(who.seeker),
      payload: seekerPhone.subscription,
    });
    expect(res.statusCode).toBe(201);

    const evening = new Date(`${addDaysToDate(visit.date, -1)}T18:30:00+05:30`).getTime();
    const pass = (which: 'first' | 'second', at: number) =>
      sendVisitReminders({ ...apps[which].app.deps, clock: { now: () => new Date(at) } });

    const sent = await Promise.all([
      pass('first', evening),
      pass('second', evening),
      pass('first', evening),
      pass('second', evening + HOUR_MS),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    const first = await remindersOf(visit.id);
    expect(first.map((r) => [r.userId, r.title]).sort()).toEqual(
      [
        [who.owner.id, 'Site visit tomorrow'],
        [who.seeker.id, 'Site visit tomorrow'],
      ].sort(),
    );
    const toSeeker = first.find((r) => r.userId === who.seeker.id)!;
    expect(toSeeker.message).toContain('Gulmohar Villa');
    expect(toSeeker.data).toMatchObject({ visitId: visit.id, role: 'seeker', moment: 'evening' });
    const toOwner = first.find((r) => r.userId === who.owner.id)!;
    expect(toOwner.data).toMatchObject({ role: 'owner', name: expect.any(String) });

    await Promise.all([deliveriesSent(apps.first.app.bus), deliveriesSent(apps.second.app.bus)]);
    const pushes = service.to(seekerPhone);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(seekerPhone.decrypt(pushes[0]!.body))).toMatchObject({
      title: 'Site visit tomorrow',
      url: '/visits',
    });

    // 90 minutes before: the second reminder, once each.
    const soon = Date.parse(visit.startsAt) - 1.5 * HOUR_MS;
    const again = await Promise.all([pass('first', soon), pass('second', soon)]);
    expect(again.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await pass('first', soon + 10 * 60 * 1000)).toBe(0);
    const all = await remindersOf(visit.id);
    expect(all.filter((r) => r.title === 'Site visit today')).toHaveLength(2);
    await Promise.all([deliveriesSent(apps.first.app.bus), deliveriesSent(apps.second.app.bus)]);
    expect(service.to(seekerPhone)).toHaveLength(2);

    const mails = await apps.first.database.db
      .selectFrom('outbox_mails')
      .select(['to', 'subject'])
      .where('subject', 'like', 'Site visit%')
      .execute();
    expect(mails.map((m) => m.to).sort()).toEqual(
      [who.owner.email, who.owner.email, who.seeker.email, who.seeker.email].sort(),
    );
  });

  it('are not sent for a visit that was only asked for, not confirmed', async () => {
    const app = apps.first.app;
    const listing = await makeProperty(app, who.owner);
    await setHours(app, who.owner, listing.id);
    const visit = await requestVisit(app, who.seeker, {
      propertyId: listing.id,
      date: kolkataDay(4),
      time: '15:00',
    });
    const soon = Date.parse(visit.startsAt) - HOUR_MS;
    await sendVisitReminders({ ...app.deps, clock: { now: () => new Date(soon) } });
    expect(await remindersOf(visit.id)).toHaveLength(0);
  });
});
