import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteVisit, SiteVisitList, VisitSlots } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { kolkataDay } from '../../../test/service-bookings';
import { decide, postVisit, requestVisit, setHours } from '../../../test/site-visits';
import { connected, nextEvent, openSocket } from '../../../test/sockets';

const t = useTestApp({ listen: true });
let who: Record<'owner' | 'seeker' | 'stranger' | 'admin', TestUser>;
beforeAll(async () => {
  who = await makeUsers(t.app, {
    owner: 'owner',
    seeker: 'tenant',
    stranger: 'tenant',
    admin: 'admin',
  });
});

const get = (url: string, user: TestUser | null) =>
  t.app.inject({ method: 'GET', url, headers: as(user) });
const visitRows = (propertyId: string) =>
  t.app.db.selectFrom('site_visits').selectAll().where('propertyId', '=', propertyId).execute();
const bell = (userId: string) =>
  t.app.db
    .selectFrom('notifications')
    .select(['type', 'data'])
    .where('userId', '=', userId)
    .where('type', 'in', [
      'siteVisitRequested',
      'siteVisitConfirmed',
      'siteVisitDeclined',
      'siteVisitProposed',
    ])
    .execute();

async function listingWithHours() {
  const p = await makeProperty(t.app, who.owner);
  await setHours(t.app, who.owner, p.id);
  return p;
}

describe('visiting hours', () => {
  it('are set by the listing’s owner only and offer 30-minute slots of the next 14 days', async () => {
    const p = await makeProperty(t.app, who.owner);
    const hours = { windows: [{ day: 'mon', start: '10:00', end: '11:30' }] };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/site-visits/hours/${p.id}`,
      headers: as(who.seeker),
      payload: hours,
    });
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/site-visits/hours/${p.id}`, who.seeker)).json()).toEqual({
      windows: [],
    });

    await setHours(t.app, who.owner, p.id, hours);
    expect((await get(`/api/site-visits/hours/${p.id}`, who.seeker)).json()).toEqual(hours);
    const slots = (await get(`/api/site-visits/slots/${p.id}`, who.seeker)).json<VisitSlots>();
    expect(slots.days).toHaveLength(14);
    const mondays = slots.days.filter((d) => d.times.length > 0);
    expect(mondays.length).toBeGreaterThanOrEqual(1);
    for (const d of mondays.filter((d) => d.date > kolkataDay(0)))
      expect(d.times).toEqual(['10:00', '10:30', '11:00']);
  });

  it.each([
    ['a time off the half hour', { windows: [{ day: 'mon', start: '10:15', end: '11:00' }] }],
    ['an end before the start', { windows: [{ day: 'mon', start: '12:00', end: '11:00' }] }],
    ['an unknown day', { windows: [{ day: 'funday', start: '10:00', end: '11:00' }] }],
  ])('refuses %s with 400 and keeps the old hours', async (_, bad) => {
    const p = await listingWithHours();
    const before = (await get(`/api/site-visits/hours/${p.id}`, who.owner)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/site-visits/hours/${p.id}`,
      headers: as(who.owner),
      payload: bad,
    });
    expect(res.statusCode).toBe(400);
    expect((await get(`/api/site-visits/hours/${p.id}`, who.owner)).json()).toEqual(before);
  });
});

describe('asking for a visit', () => {
  it('lets a seeker ask for a free slot; the owner hears of it', async () => {
    const p = await listingWithHours();
    const visit = await requestVisit(t.app, who.seeker, {
      propertyId: p.id,
      date: kolkataDay(2),
      time: '11:00',
    });
    expect(visit).toMatchObject({ status: 'requested', seekerId: who.seeker.id, time: '11:00' });
    const told = await bell(who.owner.id);
    expect(
      told.some((n) => n.type === 'siteVisitRequested' && JSON.parse(n.data).visitId === visit.id),
    ).toBe(true);
  });

  it.each([
    ['a time outside the hours', { date: kolkataDay(2), time: '11:15' }],
    ['a date beyond 14 days', { date: kolkataDay(20), time: '11:00' }],
    ['a past date', { date: kolkataDay(-1), time: '11:00' }],
    ['no date', { date: 'soon', time: '11:00' }],
  ])('refuses %s with 400 and adds nothing', async (_, bad) => {
    const p = await listingWithHours();
    const res = await postVisit(t.app, who.seeker, { propertyId: p.id, ...bad });
    expect(res.statusCode).toBe(400);
    expect(await visitRows(p.id)).toEqual([]);
  });

  it('refuses the owner’s own listing and visitors who are not signed in', async () => {
    const p = await listingWithHours();
    const body = { propertyId: p.id, date: kolkataDay(2), time: '11:00' };
    expect((await postVisit(t.app, who.owner, body)).statusCode).toBe(403);
    expect((await postVisit(t.app, null, body)).statusCode).toBe(401);
    expect(await visitRows(p.id)).toEqual([]);
  });
});

describe('who sees and answers a visit', () => {
  it('shows a visit to its seeker and the listing’s owner only', async () => {
    const p = await listingWithHours();
    const v = await requestVisit(t.app, who.seeker, {
      propertyId: p.id,
      date: kolkataDay(3),
      time: '09:30',
    });
    expect((await get(`/api/site-visits/${v.id}`, who.seeker)).statusCode).toBe(200);
    expect((await get(`/api/site-visits/${v.id}`, who.owner)).statusCode).toBe(200);
    expect((await get(`/api/site-visits/${v.id}`, who.stranger)).statusCode).toBe(404);
    expect((await get(`/api/site-visits/${v.id}`, who.admin)).statusCode).toBe(404);
    expect((await get(`/api/site-visits/${v.id}`, null)).statusCode).toBe(401);
    const mine = (await get('/api/site-visits?as=seeker', who.seeker)).json<SiteVisitList>();
    expect(mine.visits.map((x) => x.id)).toContain(v.id);
    const theirs = (await get('/api/site-visits?as=owner', who.owner)).json<SiteVisitList>();
    expect(theirs.visits.map((x) => x.id)).toContain(v.id);
    const stranger = (await get('/api/site-visits?as=owner', who.stranger)).json<SiteVisitList>();
    expect(stranger.visits.map((x) => x.id)).not.toContain(v.id);
  });

  it('lets only the owner answer, once; a stranger changes nothing', async () => {
    const p = await listingWithHours();
    const v = await requestVisit(t.app, who.seeker, {
      propertyId: p.id,
      date: kolkataDay(3),
      time: '10:00',
    });
    expect((await decide(t.app, who.stranger, v.id, { action: 'confirm' })).statusCode).toBe(404);
    expect((await decide(t.app, who.seeker, v.id, { action: 'confirm' })).statusCode).toBe(403);
    expect((await decide(t.app, who.owner, v.id, { action: 'maybe' })).statusCode).toBe(400);
    expect((await decide(t.app, who.owner, v.id, { action: 'propose' })).statusCode).toBe(400);
    expect((await visitRows(p.id))[0]).toMatchObject({ status: 'requested', proposedDate: null });

    const confirmed = await decide(t.app, who.owner, v.id, { action: 'confirm' });
    expect(confirmed.json<SiteVisit>().status).toBe('confirmed');
    expect((await decide(t.app, who.owner, v.id, { action: 'decline' })).statusCode).toBe(409);
    expect((await bell(who.seeker.id)).some((n) => n.type === 'siteVisitConfirmed')).toBe(true);

    // The slot is no longer offered, and a new request for it is refused.
    const slots = (await get(`/api/site-visits/slots/${p.id}`, who.stranger)).json<VisitSlots>();
    expect(slots.days.find((d) => d.date === kolkataDay(3))?.times).not.toContain('10:00');
    const again = await postVisit(t.app, who.stranger, {
      propertyId: p.id,
      date: kolkataDay(3),
      time: '10:00',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets the owner propose another time, which the seeker accepts', async () => {
    const p = await listingWithHours();
    const v = await requestVisit(t.app, who.seeker, {
      propertyId: p.id,
      date: kolkataDay(4),
      time: '10:00',
    });
    const proposed = await decide(t.app, who.owner, v.id, {
      action: 'propose',
      date: kolkataDay(5),
      time: '16:30',
    });
    expect(proposed.json<SiteVisit>()).toMatchObject({
      status: 'proposed',
      proposedDate: kolkataDay(5),
      proposedTime: '16:30',
    });
    expect((await bell(who.seeker.id)).some((n) => n.type === 'siteVisitProposed')).toBe(true);
    const accept = (user: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/site-visits/${v.id}/accept`, headers: as(user) });
    expect((await accept(who.owner)).statusCode).toBe(403);
    expect((await accept(who.stranger)).statusCode).toBe(404);
    const accepted = await accept(who.seeker);
    expect(accepted.json<SiteVisit>()).toMatchObject({
      status: 'confirmed',
      date: kolkataDay(5),
      time: '16:30',
      proposedDate: null,
    });
    expect(
      (await bell(who.owner.id)).some(
        (n) => n.type === 'siteVisitConfirmed' && JSON.parse(n.data).visitId === v.id,
      ),
    ).toBe(true);
  });

  it('gives both sides an iCalendar file of a confirmed visit, and no one else', async () => {
    const p = await listingWithHours();
    const v = await requestVisit(t.app, who.seeker, {
      propertyId: p.id,
      date: kolkataDay(2),
      time: '18:30',
    });
    const ics = (user: TestUser) => get(`/api/site-visits/${v.id}/ics`, user);
    expect((await ics(who.seeker)).statusCode).toBe(409);
    await decide(t.app, who.owner, v.id, { action: 'confirm' });
    expect((await ics(who.stranger)).statusCode).toBe(404);
    for (const user of [who.seeker, who.owner]) {
      const res = await ics(user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toMatch(/\.ics/);
      const start = v.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(res.body).toContain('BEGIN:VCALENDAR\r\n');
      expect(res.body).toContain(`DTSTART:${start}\r\n`);
      expect(res.body).toContain(`UID:site-visit-${v.id}@nivaas`);
      expect(res.body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    }
    // 18:30 in Kolkata is 13:00 UTC.
    expect(v.startsAt.endsWith('T13:00:00.000Z')).toBe(true);

    // Each reader's file is in their own language: the seeker reads Hindi, the owner English.
    const unfolded = (body: string) => body.replace(/\r\n /g, '');
    const hindi = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: as(who.seeker),
      payload: { language: 'hi' },
    });
    expect(hindi.statusCode, hindi.body).toBe(200);
    try {
      const seekerFile = unfolded((await ics(who.seeker)).body);
      expect(seekerFile).toContain(`SUMMARY;LANGUAGE=hi:साइट विज़िट: ${p.title}\r\n`);
      expect(seekerFile).toMatch(/DESCRIPTION;LANGUAGE=hi:.+ देखने आएँगे \(मालिक: .+\)।\r\n/);
      expect(seekerFile).not.toContain('Site visit:');
      const ownerFile = unfolded((await ics(who.owner)).body);
      expect(ownerFile).toContain(`SUMMARY;LANGUAGE=en:Site visit: ${p.title}\r\n`);
      expect(ownerFile).toMatch(/DESCRIPTION;LANGUAGE=en:.+ visits .+ \(owner: .+\)\.\r\n/);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/language',
        headers: as(who.seeker),
        payload: { language: 'en' },
      });
    }
  });

  it('tells both sides live when the owner answers', async () => {
    const p = await listingWithHours();
    const v = await requestVisit(t.app, who.seeker, {
      propertyId: p.id,
      date: kolkataDay(6),
      time: '12:00',
    });
    const url = t.url;
    const sockets = [
      openSocket(url, { cookie: who.owner.cookie }),
      openSocket(url, { cookie: who.seeker.cookie }),
    ];
    await Promise.all(sockets.map(connected));
    const heard = sockets.map((s) => nextEvent(s, 'siteVisit.changed'));
    await decide(t.app, who.owner, v.id, { action: 'decline' });
    for (const event of await Promise.all(heard))
      expect(event.payload).toEqual({ visitId: v.id, status: 'declined' });
  });
});
