import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeSettledUser as makeUser, signIn } from '../../../test/accounts';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { cookieValue } from './read-cookie';
import { verifiedToken } from './session-reader';

const t = useTestApp();

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { origin: TEST_ORIGIN, cookie } });

const tokenOf = (cookie: string) => {
  const signed = cookieValue(cookie, 'nivaas.session_token');
  return signed ? signed.slice(0, signed.lastIndexOf('.')) : '';
};

const expiryOf = async (cookie: string) => {
  const row = await t.app.db
    .selectFrom('sessions')
    .select('expiresAt')
    .where('token', '=', tokenOf(cookie))
    .executeTakeFirst();
  return row ? new Date(row.expiresAt).getTime() : null;
};

const setExpiry = (cookie: string, at: number) =>
  t.app.db
    .updateTable('sessions')
    .set({ expiresAt: new Date(at).toISOString() })
    .where('token', '=', tokenOf(cookie))
    .execute();

const DAY = 24 * 60 * 60 * 1000;

describe('reading the session of a request', () => {
  it('knows a signed-in person, and sees a change of role on the next request', async () => {
    const user = await makeUser(t.app, 'tenant', { firstName: 'Lakshmipriya' });
    const first = await me(user.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: user.id, userType: 'tenant' });
    await t.app.db
      .updateTable('users')
      .set({ userType: 'owner' })
      .where('id', '=', user.id)
      .execute();
    expect((await me(user.cookie)).json()).toMatchObject({ id: user.id, userType: 'owner' });
  });

  it('refuses a token whose signature was changed, and one signed with another secret', async () => {
    const user = await makeUser(t.app, 'tenant');
    const signed = cookieValue(user.cookie, 'nivaas.session_token') ?? '';
    const token = signed.slice(0, signed.lastIndexOf('.'));
    // A character inside the signature: the one before "=" carries only two of its six bits, so
    // changing it can leave the signature's bytes as they were.
    const at = signed.length - 10;
    const flipped = signed.slice(0, at) + (signed[at] === 'A' ? 'B' : 'A') + signed.slice(at + 1);
    expect((await me(`nivaas.session_token=${encodeURIComponent(flipped)}`)).statusCode).toBe(401);
    const other = `${token}.${Buffer.alloc(32, 7).toString('base64')}`;
    expect((await me(`nivaas.session_token=${encodeURIComponent(other)}`)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('ends a session past its expiry: 401, and its row is gone', async () => {
    const user = await makeUser(t.app, 'tenant');
    await setExpiry(user.cookie, Date.now() - 60_000);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect(await expiryOf(user.cookie)).toBeNull();
  });

  it('extends a session a day old, as Better Auth does', async () => {
    const user = await makeUser(t.app, 'tenant');
    // Made 6 days ago with 7 to live: past the one-day update age.
    await setExpiry(user.cookie, Date.now() + DAY);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const extended = (await expiryOf(user.cookie)) ?? 0;
    expect(extended).toBeGreaterThan(Date.now() + 6 * DAY);
    // A fresh session is read without being written.
    const fresh = await expiryOf(user.cookie);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect(await expiryOf(user.cookie)).toBe(fresh);
  });

  it('forgets a session once its person signs out', async () => {
    const user = await makeUser(t.app, 'tenant');
    const cookie = await signIn(t.app, user.email);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...as(null), cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('the session cookie', () => {
  it('is read by name, first one wins, URL-decoded', () => {
    expect(
      cookieValue(
        'a=1; nivaas.session_token=x%2By.z; nivaas.session_token=w',
        'nivaas.session_token',
      ),
    ).toBe('x+y.z');
    expect(cookieValue('other=1', 'nivaas.session_token')).toBeUndefined();
    expect(cookieValue('nivaas.session_token="q.r"', 'nivaas.session_token')).toBe('q.r');
  });

  it('needs a 44-character HMAC-SHA256 signature under the secret', () => {
    const secret = 's'.repeat(40);
    const good = `tok.${createSignature('tok', secret)}`;
    expect(verifiedToken(good, secret)).toBe('tok');
    expect(verifiedToken(good, 't'.repeat(40))).toBeNull();
    expect(verifiedToken('tok', secret)).toBeNull();
    expect(verifiedToken('.abc', secret)).toBeNull();
  });
});

/** Written out here, not imported: the test holds the reader to Better Auth's cookie format. */
function createSignature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64');
}
