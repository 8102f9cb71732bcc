import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { makeUser, TEST_PASSWORD } from '../../../test/accounts';
import { createAccount } from '../../modules/users/index';

const t = useTestApp();
let limited: TestApp;
beforeAll(async () => {
  limited = await buildTestApp({
    authLimits: { signIn: 2, signUp: 2, passwordReset: 2, phoneCode: 1000 },
  });
  // A real socket: inject() tidies the URL, a real client's request line arrives as sent.
  await limited.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await limited.close();
});

const rawPost = (path: string, body: Record<string, unknown>) =>
  new Promise<number>((resolve, reject) => {
    const data = JSON.stringify(body);
    const { port } = limited.app.server.address() as AddressInfo;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(data);
  });

describe('sign-in rate limit', () => {
  it('counts a path with dot segments as the sign-in it resolves to', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        await rawPost('/api/auth/x/../sign-in/email', {
          email: 'guess@example.in',
          password: `wrong-${i}-password`,
        }),
      );
    }
    expect(codes).toEqual([401, 401, 429, 429]);
  });
});

describe("Better Auth's own origin checks stay on", () => {
  it('refuses a sign-in that asks to be sent to a foreign site, and starts no session', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email: user.email,
        password: TEST_PASSWORD,
        callbackURL: 'https://evil.example/steal',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('does not redirect a password-reset link to a foreign site', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/some-token?callbackURL=https://evil.example/x',
    });
    expect(String(res.headers.location ?? '')).not.toContain('evil.example');
  });
});

describe('email sign-up input', () => {
  const signUp = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: body,
    });
  const stored = (email: string) =>
    t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const good = {
    name: 'Asha Verma',
    firstName: 'Asha',
    lastName: 'Verma',
    password: 'Correct-Horse-42',
    userType: 'tenant',
  };

  it('refuses names the register form refuses, with a message per field, and stores nothing', async () => {
    const res = await signUp({
      ...good,
      email: 'long.name@example.in',
      firstName: 'A'.repeat(5000),
      lastName: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'invalid-argument',
        reason: 'request.invalid',
        message: 'Please check the highlighted fields.',
        fields: { firstName: 'Must be at most 60 characters', lastName: 'This field is required' },
      },
    });
    expect(await stored('long.name@example.in')).toBeUndefined();
    const mail = await t.app.db
      .selectFrom('outbox_mails')
      .select('id')
      .where('to', '=', 'long.name@example.in')
      .executeTakeFirst();
    expect(mail).toBeUndefined();
  });

  it('refuses a malformed email and a short password by field', async () => {
    const res = await signUp({ ...good, email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(await stored('not-an-email')).toBeUndefined();
  });

  it('still accepts a good sign-up', async () => {
    const res = await signUp({ ...good, email: 'fine@example.in' });
    expect(res.statusCode).toBe(200);
    expect(await stored('fine@example.in')).toBeDefined();
  });
});

describe('session cookie in production', () => {
  it('is Secure, httpOnly and SameSite=Lax', async () => {
    const origin = 'https://nivaas.example';
    const prod = await buildTestApp({
      env: { APP_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), PUBLIC_URL: origin },
    });
    try {
      await createAccount(prod.app, {
        email: 'prod@example.in',
        password: TEST_PASSWORD,
        firstName: 'P',
        lastName: 'R',
        role: 'tenant',
        emailVerified: true,
      });
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'prod@example.in', password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const session = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.includes('nivaas.session_token='));
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
    } finally {
      await prod.close();
    }
  });
});
