import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { as, cookieFrom, makeUser, signIn, TEST_PASSWORD } from '../../../test/accounts';

const t = useTestApp();
let limited: TestApp;
beforeAll(async () => {
  // Client addresses come from X-Forwarded-For here, so each test is its own client.
  limited = await buildTestApp({
    env: { TRUST_PROXY: 'true' },
    authLimits: { signIn: 3, signUp: 2, passwordReset: 2, phoneCode: 1000 },
  });
});
afterAll(async () => {
  await limited.close();
});

const post = (
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = { origin: TEST_ORIGIN },
) => t.app.inject({ method: 'POST', url, headers, payload });

describe('password reset by mail', () => {
  it('mails a link whose token sets a new password and ends the old sessions', async () => {
    const user = await makeUser(t.app, 'owner');
    const res = await post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset-password',
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.app.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to', '=', user.email)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/reset/i);
    // The mailed link goes through the API, which redirects to the page with the token.
    const link = new URL(mail.link);
    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const landing = new URL(follow.headers.location as string, TEST_ORIGIN);
    expect(landing.pathname).toBe('/auth/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'A-brand-new-pass-9',
    });
    expect(reset.statusCode).toBe(200);
    // old session is gone, old password refused, new password works
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: as(user),
    });
    expect(me.json()).toBeNull();
    await expect(signIn(t.app, user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await signIn(t.app, user.email, 'A-brand-new-pass-9')).toContain(
      'nivaas.session_token=',
    );
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const res = await post('/api/auth/request-password-reset', {
      email: 'nobody@example.in',
      redirectTo: '/auth/reset-password',
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.app.db
      .selectFrom('outbox_mails')
      .select('id')
      .where('to', '=', 'nobody@example.in')
      .executeTakeFirst();
    expect(mail).toBeUndefined();
  });
});

describe('sign-out', () => {
  it('ends the session on the server', async () => {
    const user = await makeUser(t.app, 'tenant');
    const out = await post('/api/auth/sign-out', {}, as(user));
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: as(user),
    });
    expect(session.json()).toBeNull();
  });
});

describe('a person cannot change their own role', () => {
  it('has no update-user route (profile changes go through /api/profile)', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await post('/api/auth/update-user', { userType: 'admin' }, as(user));
    expect(res.statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('users')
      .select('userType')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.userType).toBe('tenant');
  });
});

describe('rate limits', () => {
  const postFrom = (ip: string, url: string, payload: Record<string, unknown>) =>
    limited.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': ip },
      payload,
    });

  it('answers 429 with a clear message after too many sign-in attempts', async () => {
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 4; i++) {
      const res = await postFrom('198.51.100.1', '/api/auth/sign-in/email', {
        email: 'guess@example.in',
        password: `wrong-${i}-password`,
      });
      codes.push(res.statusCode);
      last = res.body;
    }
    expect(codes.slice(0, 3).every((c) => c === 401)).toBe(true);
    expect(codes[3]).toBe(429);
    expect(JSON.parse(last)).toEqual({
      error: {
        code: 'resource-exhausted',
        reason: 'auth.rate-limited',
        message: 'Too many attempts. Please wait a minute and try again.',
      },
    });
  });

  it('limits sign-up separately', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await postFrom('198.51.100.2', '/api/auth/sign-up/email', {
        email: `burst${i}@example.in`,
        password: 'Correct-Horse-42',
        name: 'B U',
        firstName: 'B',
        lastName: 'U',
        userType: 'tenant',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    // another client is not affected
    const other = await postFrom('198.51.100.3', '/api/auth/sign-in/email', {
      email: 'x@example.in',
      password: 'whatever-123',
    });
    expect(other.statusCode).toBe(401);
    const third = await limited.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'burst2@example.in')
      .executeTakeFirst();
    expect(third).toBeUndefined();
  });

  it('takes the sign-up limit from AUTH_SIGNUP_LIMIT_PER_MINUTE', async () => {
    const configured = await buildTestApp({
      env: { TRUST_PROXY: 'true', AUTH_SIGNUP_LIMIT_PER_MINUTE: '7' },
      authLimits: 'configured',
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await configured.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '198.51.100.4' },
          payload: {
            email: `campus${i}@example.in`,
            password: 'Correct-Horse-42',
            name: 'C S',
            firstName: 'C',
            lastName: 'S',
            userType: 'tenant',
          },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await configured.close();
    }
  });
});

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const raw = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('nivaas.session_token='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(cookieFrom(raw)).toContain('nivaas.session_token=');
  });
});
