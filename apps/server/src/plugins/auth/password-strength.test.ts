import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@nivaas/shared';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, signIn, TEST_PASSWORD } from '../../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = { origin: TEST_ORIGIN },
) => t.app.inject({ method: 'POST', url, headers, payload });

const signUp = (email: string, password: string) =>
  post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Asha Verma',
    firstName: 'Asha',
    lastName: 'Verma',
    userType: 'tenant',
  });

const stored = async (email: string) =>
  Boolean(
    await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
  );

const refusal = (field: string, message: string) => ({
  error: {
    code: 'invalid-argument',
    reason: 'request.invalid',
    message: 'Please check the highlighted fields.',
    fields: { [field]: message },
  },
});

describe('a new password must not be weak', () => {
  it('refuses "password" and "aaaaaaaa" at sign-up with the meter’s advice, and stores nothing', async () => {
    const common = await signUp('weak1@example.in', 'password');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(refusal('password', VALIDATION.passwordCommon));
    const repeated = await signUp('weak2@example.in', 'aaaaaaaa');
    expect(repeated.json()).toEqual(refusal('password', VALIDATION.passwordPattern));
    const own = await signUp('asha.verma@example.in', 'ashaverma');
    expect(own.json()).toEqual(refusal('password', VALIDATION.passwordPersonal));
    for (const email of ['weak1@example.in', 'weak2@example.in', 'asha.verma@example.in'])
      expect(await stored(email)).toBe(false);
    const mails = await t.app.db
      .selectFrom('outbox_mails')
      .select('id')
      .where('to', 'like', 'weak%')
      .execute();
    expect(mails).toEqual([]);
  });

  it('accepts a fair or stronger one', async () => {
    expect((await signUp('fair@example.in', 'houseboaT')).statusCode).toBe(200);
    expect((await signUp('strong@example.in', 'Correct-Horse-42')).statusCode).toBe(200);
  });

  it('refuses a weak new password on change-password and keeps the old one', async () => {
    const ravi = await makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' });
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'ravikumar' },
      as(ravi),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('newPassword', VALIDATION.passwordPersonal));
    expect(await signIn(t.app, ravi.email, TEST_PASSWORD)).toContain('nivaas.session_token=');
  });

  it('refuses a weak password on reset, and the link still works for a good one', async () => {
    const meera = await makeUser(t.app, 'tenant');
    await post('/api/auth/request-password-reset', {
      email: meera.email,
      redirectTo: '/auth/reset-password',
    });
    const mail = await t.app.db
      .selectFrom('outbox_mails')
      .select('link')
      .where('to', '=', meera.email)
      .executeTakeFirstOrThrow();
    const link = new URL(mail.link);
    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(follow.headers.location as string, TEST_ORIGIN).searchParams.get('token');
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(refusal('newPassword', VALIDATION.passwordCommon));
    const good = await post('/api/auth/reset-password', {
      token,
      newPassword: 'A-brand-new-pass-9',
    });
    expect(good.statusCode).toBe(200);
  });
});
