import { describe, expect, it } from 'vitest';
import type { AccountDeletionCheck } from '@nivaas/shared';
import { as, cookieFrom, makeUser } from '../../../test/accounts';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({ env: { AUTH_PHONE_CODES_PER_NUMBER_PER_HOUR: '1000' } });

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });

/** The newest code the dev outbox holds for a number (E.164). */
async function lastCode(to: string): Promise<string> {
  const sms = await t.app.db
    .selectFrom('outbox_mails')
    .select(['text'])
    .where('to', '=', to)
    .where('channel', '=', 'sms')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
}
const smsCount = async (to: string) =>
  (await t.app.db.selectFrom('outbox_mails').select('id').where('to', '=', to).execute()).length;

/** A seeker who signed up by mobile number: no password, no authenticator app. */
async function phoneOnlySeeker(number: string): Promise<string> {
  expect((await post('/api/auth/phone-number/send-otp', { phoneNumber: number })).statusCode).toBe(
    200,
  );
  const res = await post('/api/auth/phone-number/verify', {
    phoneNumber: number,
    code: await lastCode(number),
    firstName: 'Arjun',
    lastName: 'Nair',
    userType: 'tenant',
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieFrom(res.headers['set-cookie']);
}

const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode === 200;

describe('deleting an account made by phone', { timeout: 180_000 }, () => {
  it('is confirmed with a code sent by SMS to the verified number; a wrong code changes nothing', async () => {
    const number = '+919876512345';
    const cookie = await phoneOnlySeeker(number);
    const id = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
      id: string;
    }>().id;
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/me/account/deletion',
      headers: { cookie },
    });
    expect(check.json<AccountDeletionCheck>().confirmWith).toEqual({
      password: false,
      code: false,
      sms: '+91 ••••• •2345',
    });

    // No code asked for yet: nothing to match.
    const early = await post('/api/me/account/deletion', { smsCode: '123456' }, cookie);
    expect(early.statusCode).toBe(403);

    const before = await smsCount(number);
    const sent = await post('/api/me/account/deletion/code', {}, cookie);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ sentTo: '+91 ••••• •2345' });
    expect(await smsCount(number)).toBe(before + 1);
    const code = await lastCode(number);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/me/account/deletion', { smsCode: wrong }, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe('my-data.wrong-confirmation');
    expect(await signedIn(cookie)).toBe(true);

    const done = await post('/api/me/account/deletion', { smsCode: code }, cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
    // Checking the code made no new session: the person has none left.
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', id)
      .execute();
    expect(sessions).toEqual([]);
    const users = await t.app.db
      .selectFrom('users')
      .select(['id'])
      .where('phoneNumber', '=', number)
      .execute();
    expect(users).toEqual([]);
  });

  it('sends no code to an account without a verified number (409), and sends 3 per 10 minutes', async () => {
    const emailOnly = await makeUser(t.app);
    const none = await post('/api/me/account/deletion/code', {}, emailOnly.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.reason).toBe('my-data.no-phone');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me/account/deletion',
          headers: as(emailOnly),
        })
      ).json<AccountDeletionCheck>().confirmWith.sms,
    ).toBeNull();

    const number = '+919876512346';
    const cookie = await phoneOnlySeeker(number);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/me/account/deletion/code', {}, cookie)).statusCode).toBe(202);
    const fourth = await post('/api/me/account/deletion/code', {}, cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.reason).toBe('phone.too-many-codes');
    expect((await post('/api/me/account/deletion/code', {}, undefined)).statusCode).toBe(401);
  });
});
