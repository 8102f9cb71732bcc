import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPage, AdminUser, AdminUserDetail, AdminUserPage } from '@nivaas/shared';
import { as, makeUser, TEST_PASSWORD, type TestUser } from '../../../test/accounts';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { makeProperty } from '../../../test/properties';
import { saveProfile } from '../../../test/roommates';
import { makeAdmin } from '../../../test/admins';
import { addService, searchServices } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';
import { changeRole } from './change-role';

const t = useTestApp();

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });
const signInRaw = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: TEST_PASSWORD },
  });

describe('suspending an account', () => {
  let boss: TestUser;
  let owner: TestUser;
  let seeker: TestUser;
  let provider: TestUser;
  let listingId: string;
  let serviceId: string;
  const servicesListed = async () =>
    (await searchServices(t, `providerId=${provider.id}`, seeker)).items.map((s) => s.id);
  beforeAll(async () => {
    [boss, owner, seeker, provider] = await Promise.all([
      makeAdmin(t.app),
      makeUser(t.app, 'owner', { firstName: 'Shady', lastName: 'Landlord' }),
      makeUser(t.app, 'tenant'),
      makeUser(t.app, 'service-provider'),
    ]);
    listingId = (await makeProperty(t.app, owner, { title: 'Flat by the lake' })).id;
    serviceId = (await addService(t, provider)).id;
    await saveProfile(t, owner, { firstName: 'Shady', city: 'Guntur' });
  });

  it('ends their session at once, refuses their sign-in with the reason, and hides their content from others only', async () => {
    expect((await call(owner, 'GET', '/api/me')).statusCode).toBe(200);
    const res = await call(boss, 'POST', `/api/admin/users/${owner.id}/suspend`, {
      reason: 'Asked tenants for deposits by wire',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ id: owner.id, suspended: true });

    expect((await call(owner, 'GET', '/api/me')).statusCode).toBe(401);
    const again = await signInRaw(owner.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatchObject({
      reason: 'auth.suspended',
      message: 'Your account is suspended: Asked tenants for deposits by wire',
    });
    expect(again.headers['set-cookie']).toBeUndefined();

    expect((await call(seeker, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(404);
    expect((await call(boss, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(200);
    const search = await call(seeker, 'GET', '/api/properties?city=Guntur');
    expect(search.body).not.toContain(listingId);
    expect((await call(seeker, 'GET', `/api/roommates/${owner.id}`)).statusCode).toBe(404);
    expect((await call(boss, 'GET', `/api/roommates/${owner.id}`)).statusCode).toBe(200);

    expect(await servicesListed()).toEqual([serviceId]);
    const suspended = await call(boss, 'POST', `/api/admin/users/${provider.id}/suspend`, {
      reason: 'No-shows',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await servicesListed()).toEqual([]);
    expect((await call(seeker, 'GET', `/api/services/${serviceId}`)).statusCode).toBe(404);

    const found = (
      await call(boss, 'GET', '/api/admin/users?suspended=true&q=shady')
    ).json<AdminUserPage>();
    expect(found.items.map((u) => u.id)).toEqual([owner.id]);
    const audit = (
      await call(boss, 'GET', `/api/admin/audit?targetType=user&targetId=${owner.id}`)
    ).json<AdminAuditPage>();
    expect(audit.items[0]).toMatchObject({
      action: 'user.suspend',
      actor: { id: boss.id },
      reason: 'Asked tenants for deposits by wire',
    });
  });

  it('reinstates: they sign in again and their content is back for everyone', async () => {
    const res = await call(boss, 'POST', `/api/admin/users/${owner.id}/reinstate`, {
      reason: 'Cleared after a call',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signInRaw(owner.email)).statusCode).toBe(200);
    expect((await call(seeker, 'GET', `/api/properties/${listingId}`)).statusCode).toBe(200);
    expect((await call(seeker, 'GET', `/api/roommates/${owner.id}`)).statusCode).toBe(200);
    const back = await call(boss, 'POST', `/api/admin/users/${provider.id}/reinstate`, {
      reason: 'Explained',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await servicesListed()).toEqual([serviceId]);
    const detail = (
      await call(boss, 'GET', `/api/admin/users/${owner.id}`)
    ).json<AdminUserDetail>();
    expect(detail.user.suspended).toBe(false);
    expect(detail.listings.map((l) => l.id)).toContain(listingId);
    expect(detail.logins.length).toBeGreaterThan(0);
    expect(detail.audit.map((a) => a.action)).toEqual(['user.reinstate', 'user.suspend']);
  });
});

describe('the last admin', () => {
  it('cannot be suspended or demoted, and no admin can suspend or demote themself', async () => {
    const solo = await makeAdmin(t.app);
    const second = await makeAdmin(t.app);
    const self = await call(solo, 'POST', `/api/admin/users/${solo.id}/suspend`, { reason: 'x' });
    expect(self.json().error.reason).toBe('admin.not-yourself');
    const demoteSelf = await call(solo, 'POST', `/api/admin/users/${solo.id}/role`, {
      role: 'tenant',
      reason: 'x',
    });
    expect(demoteSelf.json().error.reason).toBe('admin.not-yourself');

    // Leave `solo` the last admin who can act: every other admin is suspended.
    const admins = (
      await call(solo, 'GET', '/api/admin/users?role=admin&suspended=false')
    ).json<AdminUserPage>();
    for (const other of admins.items.filter((u) => u.id !== solo.id)) {
      const res = await call(solo, 'POST', `/api/admin/users/${other.id}/suspend`, {
        reason: 'test',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The command line may act on anyone but the last admin.
    await expect(changeRole(t.app.deps, null, solo.id, 'tenant', 'cli')).rejects.toMatchObject({
      reason: 'admin.last-admin',
    });
    const made = await changeRole(t.app.deps, null, second.id, 'owner', 'moved to owner');
    expect(made.role).toBe('owner');
    // Every admin of the file signs in with TOTP: slow on a busy machine.
  }, 120_000);
});

describe('account mails from the admin area', () => {
  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('outbox_mails')
      .select(['subject', 'link'])
      .where('to', '=', email)
      .execute();

  it('forces a password reset: signed out at once, a reset link mailed; audited', async () => {
    const boss = await makeAdmin(t.app);
    const person = await makeUser(t.app, 'tenant');
    const before = (await mailsTo(person.email)).length;
    const res = await call(boss, 'POST', `/api/admin/users/${person.id}/force-password-reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(person, 'GET', '/api/me')).statusCode).toBe(401);
    const mails = await mailsTo(person.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.link).toContain('reset-password');
    const audit = (
      await call(boss, 'GET', `/api/admin/audit?targetId=${person.id}`)
    ).json<AdminAuditPage>();
    expect(audit.items[0]).toMatchObject({
      action: 'user.force-password-reset',
      actor: { id: boss.id },
    });
  }, 60_000);

  it('resends verification only to an address not yet verified', async () => {
    const boss = await makeAdmin(t.app);
    const verified = await makeUser(t.app, 'owner');
    const res = await call(boss, 'POST', `/api/admin/users/${verified.id}/resend-verification`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('admin.already-verified');
  });
});
