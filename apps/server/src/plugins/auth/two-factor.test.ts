import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_RATE_LIMIT_PER_MINUTE, ERROR_REASON_LIST } from '@nivaas/shared';
import { createAccount } from '../../modules/users/index';
import { newId } from '../../lib/ids';
import { as, cookieFrom, makeUser, signIn, TEST_PASSWORD } from '../../../test/accounts';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { enrolTotp, totpCode, type Enrolment } from '../../../test/two-factor';
import { useTestApp } from '../../../test/use-test-app';
import { SECOND_FACTOR_LOCKOUT } from './second-factor-lockout';

const t = useTestApp();

const get = (cookie: string | null, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });
const passwordSignIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: TEST_PASSWORD },
  });

async function newAdmin(): Promise<{ email: string; cookie: string }> {
  const email = `boss-${newId().slice(0, 8).toLowerCase()}@example.in`;
  await createAccount(t.app, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Asha',
    lastName: 'Admin',
    role: 'admin',
    emailVerified: true,
  });
  return { email, cookie: await signIn(t.app, email) };
}

describe('an admin without two-step verification', () => {
  it('is refused every admin route, and the web learns TOTP is off', async () => {
    const admin = await newAdmin();
    for (const url of ['/api/admin/audit', '/api/admin/users', '/api/admin/reports']) {
      const res = await get(admin.cookie, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toMatchObject({
        reason: 'admin.second-factor-required',
        message: ADMIN_MESSAGES.secondFactorRequired,
      });
    }
    const me = await get(admin.cookie, '/api/me');
    expect(me.json()).toMatchObject({ userType: 'admin', twoFactorEnabled: false });
  });
});

describe('an admin with TOTP', () => {
  let email: string;
  let before: string;
  let enrolment: Enrolment;
  beforeAll(async () => {
    const admin = await newAdmin();
    email = admin.email;
    // A second device signed in before TOTP was turned on.
    before = await signIn(t.app, email);
    enrolment = await enrolTotp(t.app, admin.cookie, TEST_PASSWORD);
  });

  it('opens the admin area on the session that confirmed the code, not on older ones', async () => {
    expect((await get(enrolment.cookie, '/api/admin/audit')).statusCode).toBe(200);
    expect((await get(enrolment.cookie, '/api/me')).json()).toMatchObject({
      twoFactorEnabled: true,
    });
    const old = await get(before, '/api/admin/audit');
    expect(old.statusCode).toBe(403);
    expect(old.json().error.reason).toBe('admin.second-factor-required');
  });

  it('gets no session from the password alone; a computed code completes the sign-in', async () => {
    const first = await passwordSignIn(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(first.headers['set-cookie']);
    expect(pending).not.toMatch(/session_token=[^;]/);
    expect((await get(pending, '/api/me')).statusCode).toBe(401);

    const wrong = await post(pending, '/api/auth/two-factor/verify-totp', {
      code: totpCode(enrolment.secret, Date.now() - 10 * 60_000),
    });
    expect(wrong.statusCode).toBe(401);
    const right = await post(pending, '/api/auth/two-factor/verify-totp', {
      code: totpCode(enrolment.secret),
    });
    expect(right.statusCode, right.body).toBe(200);
    const session = cookieFrom(right.headers['set-cookie']);
    expect((await get(session, '/api/admin/audit')).statusCode).toBe(200);
  });

  it('lets an older session in once it verifies a code itself', async () => {
    const verified = await post(before, '/api/auth/two-factor/verify-totp', {
      code: totpCode(enrolment.secret),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await get(before, '/api/admin/audit')).statusCode).toBe(200);
  });

  it('accepts a backup code once', async () => {
    const code = enrolment.backupCodes[0]!;
    const useBackup = async () => {
      const pending = cookieFrom((await passwordSignIn(email)).headers['set-cookie']);
      return post(pending, '/api/auth/two-factor/verify-backup-code', { code });
    };
    const first = await useBackup();
    expect(first.statusCode, first.body).toBe(200);
    const session = cookieFrom(first.headers['set-cookie']);
    expect((await get(session, '/api/admin/users')).statusCode).toBe(200);
    expect((await useBackup()).statusCode).toBe(401);
  });
});

describe('people other than admins', () => {
  it('sign in with email and password as before and never meet the second step', async () => {
    const owner = await makeUser(t.app, 'owner');
    const res = await passwordSignIn(owner.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('twoFactorRedirect');
    expect(cookieFrom(res.headers['set-cookie'])).toContain('session_token');
    expect((await get(owner.cookie, '/api/admin/audit')).statusCode).toBe(403);
    expect((await get(owner.cookie, '/api/me')).json()).toMatchObject({ twoFactorEnabled: false });
  });
});

describe('the admin rate limit', () => {
  it(`answers 429 past ${ADMIN_RATE_LIMIT_PER_MINUTE} admin requests a minute, per admin`, async () => {
    const [busy, other] = await Promise.all([makeUser(t.app, 'admin'), makeUser(t.app, 'admin')]);
    for (let i = 0; i < ADMIN_RATE_LIMIT_PER_MINUTE; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: as(busy) });
      expect(res.statusCode).toBe(200);
    }
    const over = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: as(busy) });
    expect(over.statusCode).toBe(429);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: as(other),
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('wrong second-step codes', () => {
  it(`lock the account's second step after ${SECOND_FACTOR_LOCKOUT.failures}, from any address and fresh sign-ins, and mail the owner once`, async () => {
    const admin = await newAdmin();
    const enrolment = await enrolTotp(t.app, admin.cookie, TEST_PASSWORD);
    // Each guess from a fresh password sign-in and another address, as a spread-out attacker
    // who has the password would send them.
    const guess = async (i: number, code: string) => {
      const remoteAddress = `203.0.113.${10 + i}`;
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        remoteAddress,
        payload: { email: admin.email, password: TEST_PASSWORD },
      });
      expect(signedIn.json(), signedIn.body).toMatchObject({ twoFactorRedirect: true });
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        headers: { origin: TEST_ORIGIN, cookie: cookieFrom(signedIn.headers['set-cookie']) },
        remoteAddress,
        payload: { code },
      });
    };
    const wrong = totpCode(enrolment.secret, Date.now() - 10 * 60_000);
    for (let i = 0; i < SECOND_FACTOR_LOCKOUT.failures; i++)
      expect((await guess(i, wrong)).statusCode, `guess ${i + 1}`).toBe(401);

    const locked = await guess(SECOND_FACTOR_LOCKOUT.failures, totpCode(enrolment.secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({
      code: 'resource-exhausted',
      reason: 'auth.second-factor-locked',
      message: ERROR_REASON_LIST['auth.second-factor-locked'].message,
    });
    expect(locked.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    // A backup code is refused as well while the lock lasts.
    const pending = cookieFrom((await passwordSignIn(admin.email)).headers['set-cookie']);
    const backup = await post(pending, '/api/auth/two-factor/verify-backup-code', {
      code: enrolment.backupCodes[0]!,
    });
    expect(backup.json().error.reason).toBe('auth.second-factor-locked');

    const mails = async () =>
      t.app.db
        .selectFrom('outbox_mails')
        .select(['subject', 'text'])
        .where('to', '=', admin.email)
        .where('subject', 'like', '%Two-step verification locked%')
        .execute();
    await expect.poll(mails, { timeout: 30_000 }).toHaveLength(1);
    expect((await mails())[0]!.text).toContain(`${SECOND_FACTOR_LOCKOUT.minutes} minutes`);

    // Once the lock has run out, the right code signs in and the count starts again.
    await t.app.db
      .updateTable('two_factors')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('userId', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('email', '=', admin.email),
      )
      .execute();
    const after = await guess(SECOND_FACTOR_LOCKOUT.failures + 1, totpCode(enrolment.secret));
    expect(after.statusCode, after.body).toBe(200);
  });
});
