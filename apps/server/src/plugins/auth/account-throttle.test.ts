import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, TEST_PASSWORD } from '../../../test/accounts';
import { sleep } from '../../../test/sockets';
import { delayAfter } from './account-throttle';

// Three free failures, then 1 s, 2 s, 4 s …; the owner is mailed at the fourth.
const SETTINGS = {
  TRUST_PROXY: 'true',
  AUTH_ACCOUNT_FREE_FAILURES: '3',
  AUTH_ACCOUNT_ALERT_AFTER: '4',
};
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: SETTINGS });
});
afterAll(async () => t.close());

let address = 0;
/** Each attempt from a new client address: the per-address limit never applies here. */
const signInFrom = (app: TestApp, email: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `203.0.113.${(address++ % 250) + 1}` },
    payload: { email, password },
  });

const mailsTo = (app: TestApp, email: string) =>
  app.app.db
    .selectFrom('outbox_mails')
    .select(['subject', 'text', 'link'])
    .where('to', '=', email)
    .where('subject', 'like', 'Failed sign-in%')
    .execute();

async function untilMailed(app: TestApp, email: string) {
  for (let i = 0; i < 40; i++) {
    const mails = await mailsTo(app, email);
    if (mails.length) return mails;
    await sleep(50);
  }
  return mailsTo(app, email);
}

describe('wrong passwords per account', () => {
  it('slows one account down from any address with a growing delay, the right password included, and mails its owner once', async () => {
    const asha = await makeUser(t.app, 'tenant');
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await signInFrom(t, asha.email, `wrong-${i}-pass`)).statusCode);
    expect(codes).toEqual([401, 401, 401]);

    const delayed = await signInFrom(t, asha.email, TEST_PASSWORD);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.headers['retry-after']).toBe('1');
    expect(delayed.json().error).toMatchObject({
      reason: 'auth.account-delayed',
      details: { retryAfterSeconds: '1' },
    });
    expect(delayed.headers['set-cookie']).toBeUndefined();

    await sleep(1100);
    expect((await signInFrom(t, asha.email, 'wrong-3-pass')).statusCode).toBe(401);
    expect((await signInFrom(t, asha.email, 'wrong-4-pass')).headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await signInFrom(t, asha.email, 'wrong-5-pass')).statusCode).toBe(401);
    expect((await signInFrom(t, asha.email, TEST_PASSWORD)).headers['retry-after']).toBe('4');

    const mails = await untilMailed(t, asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('wrong password for your Nivaas account 4 times');
    expect(mails[0]!.link).toBe(`${TEST_ORIGIN}/auth/forgot-password`);

    // Another account from the same addresses is not affected.
    const ravi = await makeUser(t.app, 'owner');
    expect((await signInFrom(t, ravi.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in after the delay, and a success forgets the failures', async () => {
    const meera = await makeUser(t.app, 'tenant');
    for (let i = 0; i < 3; i++) await signInFrom(t, meera.email, `wrong-${i}-pass`);
    await sleep(1100);
    expect((await signInFrom(t, meera.email, TEST_PASSWORD)).statusCode).toBe(200);
    const after: number[] = [];
    for (let i = 0; i < 3; i++)
      after.push((await signInFrom(t, meera.email, `again-${i}-pass`)).statusCode);
    expect(after).toEqual([401, 401, 401]);
  });

  it('answers an unknown address exactly the same, and mails nobody', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await signInFrom(t, 'nobody@example.in', `wrong-${i}-pass`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    await sleep(200);
    expect(await mailsTo(t, 'nobody@example.in')).toEqual([]);
  });

  it('counts a wrong current password on change-password against the same account', async () => {
    const kiran = await makeUser(t.app, 'tenant');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { ...as(kiran), 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` },
        payload: { currentPassword, newPassword: 'A-brand-new-pass-9' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await change(`wrong-${i}-pass`)).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const delayed = await change(TEST_PASSWORD);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().error.reason).toBe('auth.account-delayed');
    // The same account's sign-in waits too.
    expect((await signInFrom(t, kiran.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('limits change-password per address like sign-in', async () => {
    const limited = await buildTestApp({
      env: SETTINGS,
      authLimits: { signIn: 2, signUp: 1000, passwordReset: 1000, phoneCode: 1000 },
    });
    try {
      const dev = await makeUser(limited.app, 'tenant');
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: { ...as(dev), 'x-forwarded-for': '192.0.2.77' },
          payload: { currentPassword: `nope-${i}-pass`, newPassword: 'A-brand-new-pass-9' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('shares the counts between instances through Redis', async () => {
    const a = await buildTestApp({ env: { ...SETTINGS, REDIS_URL } });
    const b = await buildTestApp({ env: { ...SETTINGS, REDIS_URL }, database: a.database });
    try {
      const asha = await makeUser(a.app, 'tenant');
      expect((await signInFrom(a, asha.email, 'wrong-0-pass')).statusCode).toBe(401);
      expect((await signInFrom(b, asha.email, 'wrong-1-pass')).statusCode).toBe(401);
      expect((await signInFrom(a, asha.email, 'wrong-2-pass')).statusCode).toBe(401);
      expect((await signInFrom(b, asha.email, TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('delay', () => {
  it('is free, then doubles from 1 s up to the cap', () => {
    const s = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 900_000, windowMs: 1 };
    expect([1, 4, 5, 6, 7, 14, 15, 100].map((n) => delayAfter(n, s))).toEqual([
      0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });
});
