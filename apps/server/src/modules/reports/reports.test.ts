import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_CREATE_LIMIT_PER_HOUR,
  type AdminReportPage,
  type Notification,
  type Report,
  type ReportDetail,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { openThread, sendOk } from '../../../test/conversations';
import { makeProperty } from '../../../test/properties';
import { makeAdmin } from '../../../test/admins';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const report = (user: TestUser | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: as(user), payload: body });
const admin = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

describe('reporting', () => {
  let owner: TestUser;
  let seeker: TestUser;
  let boss: TestUser;
  let listingId: string;
  beforeAll(async () => {
    [owner, seeker, boss] = await Promise.all([
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'tenant'),
      makeAdmin(t.app),
    ]);
    listingId = (await makeProperty(t.app, owner, { title: 'Too good to be true' })).id;
  });

  it('takes one open report per reporter per item, and asks anonymous callers to sign in', async () => {
    expect(
      (await report(null, { targetType: 'listing', targetId: listingId, reason: 'scam' }))
        .statusCode,
    ).toBe(401);
    const first = await report(seeker, {
      targetType: 'listing',
      targetId: listingId,
      reason: 'scam',
      comment: 'Asked for a deposit before any visit',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Report>()).toMatchObject({
      status: 'open',
      severity: 3,
      automatic: false,
      reporter: { id: seeker.id },
      target: { title: 'Too good to be true', ownerId: owner.id },
    });
    const again = await report(seeker, {
      targetType: 'listing',
      targetId: listingId,
      reason: 'other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('report.already-open');
  });

  it('refuses reporting yourself or your own item, and what does not exist', async () => {
    const own = await report(owner, { targetType: 'listing', targetId: listingId, reason: 'scam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.reason).toBe('report.own-item');
    const self = await report(owner, { targetType: 'user', targetId: owner.id, reason: 'other' });
    expect(self.json().error.reason).toBe('report.own-item');
    const none = await report(owner, { targetType: 'listing', targetId: 'nope', reason: 'scam' });
    expect(none.statusCode).toBe(404);
  });

  it('finds a reported service with its provider as owner; the provider cannot report their own', async () => {
    const provider = await makeUser(t.app, 'service-provider', {
      firstName: 'Ravi',
      lastName: 'Plumber',
    });
    const service = await addService(t, provider, { title: 'Leak repair' });
    const own = await report(provider, {
      targetType: 'service',
      targetId: service.id,
      reason: 'scam',
    });
    expect(own.json().error.reason).toBe('report.own-item');
    const res = await report(seeker, {
      targetType: 'service',
      targetId: service.id,
      reason: 'scam',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Report>().target).toMatchObject({
      title: 'Leak repair',
      ownerId: provider.id,
      ownerName: 'Ravi Plumber',
      url: `/service-providers/${provider.id}`,
    });
    const none = await report(seeker, { targetType: 'service', targetId: 'nope', reason: 'scam' });
    expect(none.json().error.reason).toBe('report.target-not-found');
  });

  it(`allows ${REPORT_CREATE_LIMIT_PER_HOUR} reports an hour per person`, async () => {
    const busy = await makeUser(t.app, 'tenant');
    const targets = [];
    for (let i = 0; i <= REPORT_CREATE_LIMIT_PER_HOUR; i += 1)
      targets.push((await makeProperty(t.app, owner, { title: `Listing ${i}` })).id);
    for (const target of targets.slice(0, REPORT_CREATE_LIMIT_PER_HOUR)) {
      const res = await report(busy, { targetType: 'listing', targetId: target, reason: 'other' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await report(busy, {
      targetType: 'listing',
      targetId: targets.at(-1)!,
      reason: 'other',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.reason).toBe('report.rate-limited');
  });

  it('queues by severity then age; the admin takes, resolves, and the reporter is told', async () => {
    const mild = await report(seeker, {
      targetType: 'user',
      targetId: owner.id,
      reason: 'wrong-info',
    });
    expect(mild.statusCode).toBe(201);
    const queue = (
      await admin(boss, 'GET', '/api/admin/reports?status=open')
    ).json<AdminReportPage>();
    const severities = queue.items.map((r) => r.severity);
    expect(severities).toEqual([...severities].sort((a, b) => b - a));
    const ofListing = (
      await admin(boss, 'GET', `/api/admin/reports?targetType=listing&targetId=${listingId}`)
    ).json<AdminReportPage>();
    expect(ofListing.items.map((r) => r.targetId)).toEqual([listingId]);
    const scam = queue.items.find((r) => r.targetId === listingId)!;
    const taken = await admin(boss, 'POST', `/api/admin/reports/${scam.id}/assign`);
    expect(taken.json<Report>()).toMatchObject({ status: 'assigned', assignee: { id: boss.id } });
    const resolved = await admin(boss, 'POST', `/api/admin/reports/${scam.id}/resolve`, {
      action: 'hidden',
      note: 'Hidden after checking the photos',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<Report>()).toMatchObject({ status: 'resolved', action: 'hidden' });
    const twice = await admin(boss, 'POST', `/api/admin/reports/${scam.id}/dismiss`, {});
    expect(twice.json().error.reason).toBe('report.already-handled');
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: as(seeker),
    });
    const notices = bell.json<{ notifications: Notification[] }>().notifications;
    expect(notices.find((n) => n.type === 'reportHandled')).toMatchObject({
      data: { reportId: scam.id, status: 'resolved', action: 'hidden' },
    });
    // The same seeker may report the listing again now that their report is closed.
    expect(
      (await report(seeker, { targetType: 'listing', targetId: listingId, reason: 'scam' }))
        .statusCode,
    ).toBe(201);
  });

  it('shows the admin a reported message with 5 before and 5 after, nothing more', async () => {
    const a = await makeUser(t.app, 'tenant');
    const b = await makeUser(t.app, 'owner');
    const thread = await openThread(t, a, { userId: b.id });
    const sent = [];
    for (let i = 0; i < 15; i += 1) sent.push(await sendOk(t, i % 2 ? b : a, thread.id, `m${i}`));
    const reported = sent[7]!;
    expect(reported.senderId).toBe(b.id);
    const outsider = await report(seeker, {
      targetType: 'message',
      targetId: reported.id,
      reason: 'harassment',
    });
    expect(outsider.statusCode).toBe(404);
    const made = await report(a, {
      targetType: 'message',
      targetId: reported.id,
      reason: 'harassment',
    });
    expect(made.statusCode, made.body).toBe(201);
    const detail = (
      await admin(boss, 'GET', `/api/admin/reports/${made.json<Report>().id}`)
    ).json<ReportDetail>();
    expect(detail.context?.message.content).toBe('m7');
    expect(detail.context?.before.map((m) => m.content)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
    expect(detail.context?.after.map((m) => m.content)).toEqual(['m8', 'm9', 'm10', 'm11', 'm12']);
    const body = JSON.stringify(detail);
    for (const hidden of ['m0', 'm1', 'm13', 'm14'])
      expect(body).not.toContain(`"content":"${hidden}"`);
  });
});
