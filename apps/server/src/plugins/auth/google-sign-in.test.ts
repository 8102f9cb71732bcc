import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { SELECTED_ROLE_COOKIE } from '@nivaas/shared';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { cookieFrom } from '../../../test/accounts';

// Google's OpenID provider is a third party: a local mock OpenID provider stands in for it.
const oidc = new OAuth2Server();
let t: TestApp;
let nextProfile = { sub: '', email: '', name: '' };

beforeAll(async () => {
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  const claims = (payload: Record<string, unknown>) => {
    Object.assign(payload, {
      sub: nextProfile.sub,
      email: nextProfile.email,
      email_verified: true,
      name: nextProfile.name,
    });
  };
  oidc.service.on('beforeTokenSigning', (token) => claims(token.payload));
  oidc.service.on('beforeUserinfo', (userInfo) => claims(userInfo.body as Record<string, unknown>));
  t = await buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'nivaas-test',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: oidc.issuer.url!,
    },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

/** Runs the browser's part of the redirect dance; returns the final redirect and cookies. */
async function googleSignIn(selectedRole: string | null, profile: typeof nextProfile) {
  nextProfile = profile;
  const roleCookie = selectedRole === null ? '' : `${SELECTED_ROLE_COOKIE}=${selectedRole}`;
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN, ...(roleCookie ? { cookie: roleCookie } : {}) },
    payload: { provider: 'google', callbackURL: '/after-google' },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json() as { url: string };
  expect(url.startsWith(oidc.issuer.url!)).toBe(true);
  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/callback/google');
  const cookies = [cookieFrom(start.headers['set-cookie']), roleCookie].filter(Boolean).join('; ');
  const done = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookies },
  });
  return done;
}

const userByEmail = (email: string) =>
  t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('Google sign-in (OpenID Connect)', () => {
  it('is offered only when configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN },
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await plain.close();
    }
  });

  it('creates a new owner from the role chosen before the redirect, names split at the first space', async () => {
    const done = await googleSignIn('owner', {
      sub: 'g-1',
      email: 'kavya@example.in',
      name: 'Kavya Nair Rao',
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/after-google');
    expect(cookieFrom(done.headers['set-cookie'])).toContain('nivaas.session_token=');
    const user = await userByEmail('kavya@example.in');
    expect(user).toMatchObject({ userType: 'owner', firstName: 'Kavya', lastName: 'Nair Rao' });
    expect(Boolean(user?.emailVerified)).toBe(true);
  });

  it('makes a service provider with the provider flags', async () => {
    await googleSignIn('service-provider', {
      sub: 'g-2',
      email: 'fixit@example.in',
      name: 'Fix It',
    });
    const user = await userByEmail('fixit@example.in');
    expect(user?.userType).toBe('service-provider');
    expect(Boolean(user?.isServiceProvider)).toBe(true);
  });

  it('never makes an admin: a stored "admin" becomes tenant', async () => {
    await googleSignIn('admin', { sub: 'g-3', email: 'wannabe@example.in', name: 'Wanna Be' });
    expect((await userByEmail('wannabe@example.in'))?.userType).toBe('tenant');
  });

  it('falls back to tenant when no role was chosen', async () => {
    await googleSignIn(null, { sub: 'g-4', email: 'norole@example.in', name: 'Solo' });
    expect(await userByEmail('norole@example.in')).toMatchObject({
      userType: 'tenant',
      firstName: 'Solo',
      lastName: '',
    });
  });

  it('signs a returning Google user in without changing their role', async () => {
    await googleSignIn('service-provider', {
      sub: 'g-1',
      email: 'kavya@example.in',
      name: 'Kavya Nair Rao',
    });
    expect((await userByEmail('kavya@example.in'))?.userType).toBe('owner');
  });
});
