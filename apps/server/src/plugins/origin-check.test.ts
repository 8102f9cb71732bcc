import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { cookieFrom, makeUser, TEST_PASSWORD } from '../../test/accounts';
import { closeSockets, connected, listen, openSocket, refusal } from '../../test/sockets';

const signUpBody = (email: string) => ({
  email,
  password: 'Correct-Horse-42',
  name: 'Asha Verma',
  firstName: 'Asha',
  lastName: 'Verma',
  userType: 'tenant',
});

/** A browser at `origin` sending to `host`, as when Nivaas is opened at that address. */
const fromPage = (t: TestApp, host: string, origin: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { host, origin },
    payload: signUpBody(email),
  });

/** A verified account (signed in once from PUBLIC_URL by the helper). */
const verifiedAccount = (t: TestApp, email: string) => makeUser(t.app, 'tenant', { email });

const stored = async (t: TestApp, email: string) =>
  Boolean(
    await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
  );

afterEach(() => closeSockets());

describe.each(['demo', 'development'])('%s mode: the address Nivaas was opened at', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { APP_ENV: mode, PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => t.close());

  it('signs someone up at http://127.0.0.1:3000 and at a LAN address', async () => {
    const loopback = await fromPage(
      t,
      '127.0.0.1:3000',
      'http://127.0.0.1:3000',
      `a-${mode}@example.in`,
    );
    expect(loopback.statusCode).toBe(200);
    expect(await stored(t, `a-${mode}@example.in`)).toBe(true);
    const lan = await fromPage(
      t,
      '192.168.1.20:3000',
      'http://192.168.1.20:3000',
      `b-${mode}@example.in`,
    );
    expect(lan.statusCode).toBe(200);
    expect(await stored(t, `b-${mode}@example.in`)).toBe(true);
  });

  it('lets the same page use its session (Better Auth agrees: sign-out with the cookie)', async () => {
    const email = `c-${mode}@example.in`;
    await verifiedAccount(t, email);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieFrom(signIn.headers['set-cookie']);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
  });

  it('still refuses another site, and an origin that is not the address sent to', async () => {
    const evil = await fromPage(t, '127.0.0.1:3000', 'http://evil.example', `d-${mode}@example.in`);
    expect(evil.statusCode).toBe(403);
    const elsewhere = await fromPage(
      t,
      '192.168.1.20:3000',
      'http://127.0.0.1:3000',
      `e-${mode}@example.in`,
    );
    expect(elsewhere.statusCode).toBe(403);
    const otherPort = await fromPage(
      t,
      '127.0.0.1:3000',
      'http://127.0.0.1:5000',
      `f-${mode}@example.in`,
    );
    expect(otherPort.statusCode).toBe(403);
    for (const x of ['d', 'e', 'f']) expect(await stored(t, `${x}-${mode}@example.in`)).toBe(false);
  });
});

describe('demo mode: realtime at the address opened', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { APP_ENV: 'demo', PUBLIC_URL: 'http://localhost:3000' } });
    url = await listen(t.app);
  });
  afterAll(async () => t.close());

  it('accepts a socket whose Origin is the address it connects to, and refuses another', async () => {
    const email = 'socket-demo@example.in';
    const host = new URL(url).host;
    await verifiedAccount(t, email);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host, origin: url },
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = cookieFrom(signIn.headers['set-cookie']);
    await connected(openSocket(url, { cookie, origin: url }));
    const foreign = openSocket(url, { cookie, origin: 'http://evil.example' });
    await refusal(foreign);
    expect(foreign.connected).toBe(false);
  });
});

describe('production: only PUBLIC_URL and TRUSTED_ORIGINS', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        APP_ENV: 'production',
        PUBLIC_URL: 'https://nivaas.example',
        TRUSTED_ORIGINS: 'https://partner.example',
      },
    });
    url = await listen(t.app);
  });
  afterAll(async () => t.close());

  it('refuses a page at the address sent to when it is not configured', async () => {
    const res = await fromPage(t, '127.0.0.1:3000', 'http://127.0.0.1:3000', 'p1@example.in');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('request.origin-refused');
    expect(await stored(t, 'p1@example.in')).toBe(false);
    const socket = openSocket(url, { origin: url });
    await refusal(socket);
    expect(socket.connected).toBe(false);
  });

  it('accepts the configured origins', async () => {
    const own = await fromPage(t, 'nivaas.example', 'https://nivaas.example', 'p2@example.in');
    expect(own.statusCode).toBe(200);
    const partner = await fromPage(t, 'nivaas.example', 'https://partner.example', 'p3@example.in');
    expect(partner.statusCode).toBe(200);
  });
});
