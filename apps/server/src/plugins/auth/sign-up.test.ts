import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { cookieFrom } from '../../../test/accounts';

const t = useTestApp();

const signUp = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });

const base = {
  name: 'Asha Verma',
  firstName: 'Asha',
  lastName: 'Verma',
  password: 'Correct-Horse-42',
};

describe('email sign-up', () => {
  it('creates an owner with the chosen role and mails a verification link', async () => {
    const res = await signUp({ ...base, email: 'asha.owner@example.in', userType: 'owner' });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'asha.owner@example.in')
      .executeTakeFirstOrThrow();
    expect(row.userType).toBe('owner');
    expect(row.firstName).toBe('Asha');
    const mail = await t.app.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to', '=', 'asha.owner@example.in')
      .executeTakeFirstOrThrow();
    expect(mail.link).toContain('/api/auth/verify-email?token=');
  });

  it('marks a service provider as such with empty service fields', async () => {
    const res = await signUp({ ...base, email: 'pro@example.in', userType: 'service-provider' });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'pro@example.in')
      .executeTakeFirstOrThrow();
    expect(row.userType).toBe('service-provider');
    expect(Boolean(row.isServiceProvider)).toBe(true);
    expect(row.serviceCategory).toBe('');
  });

  it('refuses admin at sign-up and stores nothing', async () => {
    const res = await signUp({ ...base, email: 'sneaky@example.in', userType: 'admin' });
    expect(res.statusCode).toBe(400);
    const row = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sneaky@example.in')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('does not sign in before the email is verified, then does after the link', async () => {
    await signUp({ ...base, email: 'late@example.in', userType: 'tenant' });
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'late@example.in', password: base.password },
    });
    expect(before.statusCode).toBe(403);
    const mail = await t.app.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to', '=', 'late@example.in')
      .executeTakeFirstOrThrow();
    const link = new URL(mail.link);
    const verify = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect([200, 302]).toContain(verify.statusCode);
    const cookie = cookieFrom(verify.headers['set-cookie']);
    expect(cookie).toContain('nivaas.session_token');
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'late@example.in', password: base.password },
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses a sign-up from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { ...base, email: 'csrf@example.in', userType: 'tenant' },
    });
    expect(res.statusCode).toBe(403);
  });
});
