import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPropertyPage,
  AdminRoommatePage,
  AdminServicePage,
  AdminStats,
  Notification,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { makeProperty } from '../../../test/properties';
import { saveProfile } from '../../../test/roommates';
import { addService, searchServices } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });
const notices = async (user: TestUser) =>
  (await call(user, 'GET', '/api/notifications')).json<{ notifications: Notification[] }>()
    .notifications;

describe('moderating listings and roommate profiles', () => {
  let boss: TestUser;
  let owner: TestUser;
  let seeker: TestUser;
  let listingId: string;
  beforeAll(async () => {
    [boss, owner, seeker] = await Promise.all([
      makeAdmin(t.app),
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'tenant'),
    ]);
    listingId = (await makeProperty(t.app, owner, { title: 'Lakeview 2BHK' })).id;
    await saveProfile(t, seeker, { firstName: 'Ria', city: 'Guntur' });
  });

  it('hides a listing from everyone but its owner and admins, tells the owner why, and lists it as hidden', async () => {
    await call(seeker, 'POST', '/api/reports', {
      targetType: 'listing',
      targetId: listingId,
      reason: 'scam',
    });
    const flagged = (
      await call(boss, 'GET', '/api/admin/properties?flagged=true&q=lakeview')
    ).json<AdminPropertyPage>();
    expect(flagged.items).toEqual([
      expect.objectContaining({ id: listingId, openReports: 1, hiddenByAdmin: false }),
    ]);
    const hid = await call(boss, 'POST', `/api/admin/properties/${listingId}/hide`, {
      reason: 'Photos copied from another listing',
    });
    expect(hid.statusCode, hid.body).toBe(200);
    expect((await call(seeker, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(200);
    expect((await call(boss, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(200);
    expect((await notices(owner)).find((n) => n.type === 'contentModerated')).toMatchObject({
      data: {
        change: 'hidden',
        reason: 'Photos copied from another listing',
        contentId: listingId,
      },
    });
    const hidden = (
      await call(boss, 'GET', '/api/admin/properties?status=hidden')
    ).json<AdminPropertyPage>();
    expect(hidden.items.map((p) => p.id)).toEqual([listingId]);

    // The owner's own status switch does not undo an admin's hide.
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listingId}/status`,
      headers: as(owner),
      payload: { status: 'vacant' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await call(seeker, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(404);

    await call(boss, 'POST', `/api/admin/properties/${listingId}/unhide`, {
      reason: 'Owner sent proof',
    });
    expect((await call(seeker, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(200);
  });

  it('hides and deletes a roommate profile with a reason', async () => {
    await call(boss, 'POST', `/api/admin/roommates/${seeker.id}/hide`, { reason: 'Fake photos' });
    expect((await call(owner, 'GET', `/api/roommates/${seeker.id}`)).statusCode).toBe(404);
    const listed = (
      await call(boss, 'GET', '/api/admin/roommates?status=hidden')
    ).json<AdminRoommatePage>();
    expect(listed.items.map((r) => r.id)).toEqual([seeker.id]);
    const gone = await call(boss, 'DELETE', `/api/admin/roommates/${seeker.id}`, {
      reason: 'Repeated',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call(boss, 'GET', `/api/roommates/${seeker.id}`)).statusCode).toBe(404);
    expect((await notices(seeker)).map((n) => n.data.change)).toEqual(['deleted', 'hidden']);
  });

  it('deletes a listing with a reason, audited, and counts what the dashboard shows', async () => {
    const other = await makeProperty(t.app, owner, { title: 'Second flat' });
    const res = await call(boss, 'DELETE', `/api/admin/properties/${other.id}`, {
      reason: 'Duplicate',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(owner, 'GET', `/api/properties/${other.id}`)).statusCode).toBe(404);
    await addService(t, await makeUser(t.app, 'service-provider'));
    const stats = (await call(boss, 'GET', '/api/admin/stats')).json<AdminStats>();
    expect(stats.figures.listings.today).toBe(1);
    expect(stats.figures.services).toEqual({ today: 1, d7: 1, d30: 1 });
    expect(stats.figures.listingsOpen).toBe(1);
    expect(stats.figures.openReports).toBe(1);
    expect(stats.figures.usersByRole.admin).toBeGreaterThanOrEqual(1);
    expect(stats.trend).toHaveLength(30);
    expect(stats.trend.at(-1)).toMatchObject({ listings: 1, reports: 1 });
    expect(stats.recentActions[0]).toMatchObject({
      action: 'property.delete',
      reason: 'Duplicate',
      actor: { id: boss.id },
    });
  });
});

describe('moderating services', () => {
  it('hides a service from everyone but its provider and admins, tells the provider why, lists, unhides and deletes it', async () => {
    const [boss, provider, seeker] = await Promise.all([
      makeAdmin(t.app),
      makeUser(t.app, 'service-provider', { firstName: 'Tap', lastName: 'Fixer' }),
      makeUser(t.app, 'tenant'),
    ]);
    const service = await addService(t, provider, { title: 'Geyser repair' });
    const listed = async () =>
      (await searchServices(t, `providerId=${provider.id}`, seeker)).items.map((s) => s.id);
    await call(seeker, 'POST', '/api/reports', {
      targetType: 'service',
      targetId: service.id,
      reason: 'scam',
    });
    const flagged = (
      await call(boss, 'GET', '/api/admin/services?flagged=true&q=geyser')
    ).json<AdminServicePage>();
    expect(flagged.items).toEqual([
      expect.objectContaining({
        id: service.id,
        title: 'Geyser repair',
        ownerId: provider.id,
        ownerName: 'Tap Fixer',
        openReports: 1,
        hiddenByAdmin: false,
      }),
    ]);

    const hid = await call(boss, 'POST', `/api/admin/services/${service.id}/hide`, {
      reason: 'Fake reviews',
    });
    expect(hid.statusCode, hid.body).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await call(seeker, 'GET', `/api/services/${service.id}`)).statusCode).toBe(404);
    expect((await call(provider, 'GET', `/api/services/${service.id}`)).statusCode).toBe(200);
    expect((await notices(provider)).find((n) => n.type === 'contentModerated')).toMatchObject({
      data: {
        contentType: 'service',
        change: 'hidden',
        reason: 'Fake reviews',
        contentId: service.id,
      },
    });
    const hidden = (
      await call(boss, 'GET', '/api/admin/services?status=hidden')
    ).json<AdminServicePage>();
    expect(hidden.items.map((s) => s.id)).toEqual([service.id]);

    // The provider's own pause and resume do not undo an admin's hide.
    for (const status of ['paused', 'active'])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/services/${service.id}`,
        headers: as(provider),
        payload: { status },
      });
    expect(await listed()).toEqual([]);

    await call(boss, 'POST', `/api/admin/services/${service.id}/unhide`, { reason: 'Checked' });
    expect(await listed()).toEqual([service.id]);

    const gone = await call(boss, 'DELETE', `/api/admin/services/${service.id}`, {
      reason: 'Repeated',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call(boss, 'GET', `/api/services/${service.id}`)).statusCode).toBe(404);
    expect((await notices(provider)).map((n) => n.data.change)).toEqual([
      'deleted',
      'unhidden',
      'hidden',
    ]);
    const audit = (
      await call(boss, 'GET', `/api/admin/audit?targetType=service&targetId=${service.id}`)
    ).json<{ items: { action: string; reason: string | null }[] }>();
    expect(audit.items.map((a) => [a.action, a.reason])).toEqual([
      ['service.delete', 'Repeated'],
      ['service.unhide', 'Checked'],
      ['service.hide', 'Fake reviews'],
    ]);
  });
});
