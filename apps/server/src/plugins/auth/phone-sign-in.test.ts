import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../../test/use-test-app';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { cookieFrom, makeUser, signIn } from '../../../test/accounts';

const t = useTestApp({ env: { AUTH_PHONE_CODES_PER_NUMBER_PER_HOUR: '1000' } });

const post = (app: FastifyInstance, url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
const sendCode = (phoneNumber: string, cookie?: string) =>
  post(t.app, '/api/auth/phone-number/send-otp', { phoneNumber }, cookie);
const verify = (body: Record<string, unknown>, cookie?: string) =>
  post(t.app, '/api/auth/phone-number/verify', body, cookie);

/** The newest code the dev outbox holds for a number (E.164). */
async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const sms = await app.db
    .selectFrom('outbox_mails')
    .select(['text', 'channel'])
    .where('to', '=', to)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(sms.channel).toBe('sms');
  return /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
}

const sessionOf = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return res.json<{
    user: {
      id: string;
      email: string;
      phoneNumber: string;
      phoneVerified: boolean;
      firstName: string;
      userType: string;
    } | null;
  }>().user;
};
const reasonOf = (res: { json: () => unknown }) =>
  (res.json() as { error?: { reason?: string } }).error?.reason;
const usersWith = (phoneNumber: string) =>
  t.app.db.selectFrom('users').select('id').where('phoneNumber', '=', phoneNumber).execute();

describe('sign-up and sign-in by mobile number', () => {
  it('signs up with a code by SMS (number as typed, stored in E.164) and signs in again', async () => {
    expect((await sendCode('98765 43210')).statusCode).toBe(200);
    const code = await lastCode(t.app, '+919876543210');
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify({
      phoneNumber: '+91 98765-43210',
      code,
      firstName: 'Kavya',
      lastName: 'Rao',
      userType: 'owner',
    });
    expect(res.statusCode).toBe(200);
    const me = await sessionOf(cookieFrom(res.headers['set-cookie']));
    expect(me).toMatchObject({
      firstName: 'Kavya',
      userType: 'owner',
      email: '',
      phoneNumber: '+919876543210',
      phoneVerified: true,
    });

    await sendCode('09876543210');
    const again = await verify({
      phoneNumber: '9876543210',
      code: await lastCode(t.app, '+919876543210'),
    });
    expect(again.statusCode).toBe(200);
    expect((await sessionOf(cookieFrom(again.headers['set-cookie'])))?.id).toBe(me?.id);
    // The profile shows "Phone verified" to others too.
    const viewer = await makeUser(t.app);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/users/${me?.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(profile.json()).toMatchObject({ phoneVerified: true });
  });

  it('refuses a number that is not a mobile number, and sends nothing', async () => {
    for (const phoneNumber of ['12345', 'not a number', '+91 22 2345 6789', '']) {
      const res = await sendCode(phoneNumber);
      expect(res.statusCode).toBe(400);
      expect(reasonOf(res)).toBe('phone.invalid-number');
    }
    const count = await t.app.db
      .selectFrom('outbox_mails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel', '=', 'sms')
      .where('to', 'not like', '+91%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a wrong code, a used one, an expired one, and any after 5 wrong tries', async () => {
    const number = '+919812345670';
    const signUp = { firstName: 'Ravi', lastName: 'K', userType: 'tenant' };
    await sendCode(number);
    const code = await lastCode(t.app, number);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await verify({ phoneNumber: number, code: wrong, ...signUp });
      expect(res.statusCode).toBe(400);
      expect(reasonOf(res)).toBe('phone.code-wrong');
    }
    const sixth = await verify({ phoneNumber: number, code, ...signUp });
    expect(sixth.statusCode).toBe(429);
    expect(reasonOf(sixth)).toBe('phone.too-many-tries');
    expect(await usersWith(number)).toHaveLength(0);

    await sendCode(number);
    const fresh = await lastCode(t.app, number);
    expect((await verify({ phoneNumber: number, code: fresh, ...signUp })).statusCode).toBe(200);
    const reused = await verify({ phoneNumber: number, code: fresh });
    expect(reused.statusCode).toBe(400);
    expect(reasonOf(reused)).toBe('phone.code-expired');

    await sendCode(number);
    const late = await lastCode(t.app, number);
    await t.app.db
      .updateTable('verifications')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', '=', `phone-number-otp-${number}`)
      .execute();
    const expired = await verify({ phoneNumber: number, code: late });
    expect(expired.statusCode).toBe(400);
    expect(reasonOf(expired)).toBe('phone.code-expired');
    expect(await usersWith(number)).toHaveLength(1);
  });

  it('does not make an account from a sign-in with an unknown number', async () => {
    const number = '+919800000001';
    await sendCode(number);
    const res = await verify({ phoneNumber: number, code: await lastCode(t.app, number) });
    expect(res.statusCode).toBe(404);
    expect(reasonOf(res)).toBe('phone.not-registered');
    expect(await usersWith(number)).toHaveLength(0);
  });

  it('refuses a phone sign-up as admin or without a name', async () => {
    const number = '+919800000002';
    await sendCode(number);
    const code = await lastCode(t.app, number);
    const noName = await verify({ phoneNumber: number, code, firstName: '', userType: 'tenant' });
    expect(noName.statusCode).toBe(400);
    const admin = await verify({ phoneNumber: number, code, firstName: 'A', userType: 'admin' });
    expect(admin.statusCode).toBe(400);
    expect(await usersWith(number)).toHaveLength(0);
  });

  it('lets an email account add a verified phone and then sign in either way', async () => {
    const person = await makeUser(t.app, 'tenant');
    const number = '+917012345678';
    expect((await sendCode('70123 45678', person.cookie)).statusCode).toBe(200);
    const added = await verify(
      { phoneNumber: number, code: await lastCode(t.app, number), updatePhoneNumber: true },
      person.cookie,
    );
    expect(added.statusCode).toBe(200);
    expect(await sessionOf(person.cookie)).toMatchObject({
      email: person.email,
      phoneNumber: number,
      phoneVerified: true,
    });

    await sendCode(number);
    const byPhone = await verify({ phoneNumber: number, code: await lastCode(t.app, number) });
    expect((await sessionOf(cookieFrom(byPhone.headers['set-cookie'])))?.id).toBe(person.id);
    expect((await sessionOf(await signIn(t.app, person.email)))?.id).toBe(person.id);

    // Another account cannot take the number.
    const other = await makeUser(t.app, 'owner');
    await sendCode(number, other.cookie);
    const taken = await verify(
      { phoneNumber: number, code: await lastCode(t.app, number), updatePhoneNumber: true },
      other.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(reasonOf(taken)).toBe('phone.taken');
    expect((await sessionOf(other.cookie))?.phoneVerified).toBe(false);
  });

  it('offers no phone + password sign-in', async () => {
    const res = await post(t.app, '/api/auth/sign-in/phone-number', {
      phoneNumber: '+917012345678',
      password: 'Correct-Horse-42',
    });
    expect(res.statusCode).toBe(404);
  });
});
