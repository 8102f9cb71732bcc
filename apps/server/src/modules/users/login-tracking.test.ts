import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_TRACKING, type GeoLocation, type SessionUser } from '@nivaas/shared';
import {
  buildTestApp,
  TEST_ORIGIN,
  type TestApp,
  type TestAppOptions,
} from '../../../test/build-test-app';
import { capturingLogger } from '../../../test/captured-log';
import { cookieFrom, TEST_PASSWORD } from '../../../test/accounts';
import { startFakeGeoIp, type FakeGeoIp } from '../../../test/fake-geo-ip';
import { createAccount } from './create-account';
import { newId } from '../../lib/ids';

const PUBLIC_IP = '203.0.113.7';
const OTHER_PUBLIC_IP = '198.51.100.23';

let geo: FakeGeoIp;
beforeAll(async () => {
  geo = await startFakeGeoIp();
});
afterAll(async () => geo.close());
afterEach(() => {
  vi.useRealTimers();
  geo.requests.length = 0;
  geo.hold();
});

/** An app behind a proxy (so x-forwarded-for is the caller's address) with these geo-IP services. */
// 10 s by default: the stand-in services answer at once, and a busy machine once took a lookup
// past 1 s (the place then read "Unknown"). Tests of the timeout itself set their own.
async function appWith(
  providers: string[],
  timeoutMs = 10_000,
  logger?: TestAppOptions['logger'],
): Promise<TestApp> {
  return buildTestApp({
    ...(logger ? { logger } : {}),
    env: {
      TRUST_PROXY: 'true',
      GEOIP_PROVIDERS: providers.map((p) => geo.url(p)).join(','),
      GEOIP_TIMEOUT_MS: String(timeoutMs),
    },
  });
}

async function newAccount(t: TestApp): Promise<{ id: string; email: string }> {
  const email = `tracked-${newId().slice(0, 8).toLowerCase()}@example.in`;
  const id = await createAccount(t.app, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Asha',
    lastName: 'Verma',
    role: 'tenant',
    emailVerified: true,
  });
  return { id, email };
}

async function signInFrom(t: TestApp, email: string, ip?: string): Promise<{ cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieFrom(res.headers['set-cookie']) };
}

const stored = async (t: TestApp, id: string) => {
  const row = await t.app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    location: JSON.parse(row.location) as GeoLocation,
    lastLoginLocation: JSON.parse(row.lastLoginLocation) as GeoLocation,
  };
};

describe('sign-in tracking with geo-IP services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(['/fail/{ip}', '/ip-api/{ip}', '/ipwho/{ip}']);
  });
  afterAll(async () => t.close());

  it('records address, times and the place of the first service that answers', async () => {
    const { id, email } = await newAccount(t);
    const before = new Date().toISOString();
    await signInFrom(t, email, PUBLIC_IP);
    await t.app.loginTracker.drain();
    const row = await stored(t, id);
    expect(row).toMatchObject({ ipAddress: PUBLIC_IP, lastLoginIP: PUBLIC_IP });
    expect(row.lastLoginAt >= before).toBe(true);
    expect(row.lastActive).toBe(row.lastLoginAt);
    const hyderabad = {
      country: 'India',
      region: 'Telangana',
      city: 'Hyderabad',
      timezone: 'Asia/Kolkata',
      isp: 'Example Broadband',
      latitude: 17.385,
      longitude: 78.4867,
      status: 'success',
    };
    expect(row.lastLoginLocation).toEqual(hyderabad);
    expect(row.location).toEqual(hyderabad);
    // The failing service was asked first, the third never.
    expect(geo.requests).toEqual([`/fail/${PUBLIC_IP}`, `/ip-api/${PUBLIC_IP}`]);
  });

  it('shows the tracked fields to the person through GET /api/me', async () => {
    const { email } = await newAccount(t);
    const { cookie } = await signInFrom(t, email, PUBLIC_IP);
    await t.app.loginTracker.drain();
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { origin: TEST_ORIGIN, cookie, 'x-forwarded-for': PUBLIC_IP },
      })
    ).json<SessionUser>();
    expect(me).toMatchObject({
      ipAddress: PUBLIC_IP,
      lastLoginIP: PUBLIC_IP,
      location: { city: 'Hyderabad' },
      lastLoginLocation: { city: 'Hyderabad' },
    });
    expect(me.lastLoginAt).not.toBe('');
  });

  it('records the development placeholder for a loopback caller without asking any service', async () => {
    const { id, email } = await newAccount(t);
    await signInFrom(t, email);
    await t.app.loginTracker.drain();
    const row = await stored(t, id);
    expect(row.lastLoginIP).toBe('127.0.0.1');
    expect(row.lastLoginLocation).toEqual({
      country: 'Development',
      region: 'Local',
      city: 'Localhost',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      isp: 'Local network',
      status: 'development',
    });
    expect(geo.requests).toEqual([]);
  });
});

describe('a service that times out', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2 s, so the first request surely arrives before it is given up, even on a busy machine.
    t = await appWith(['/held/{ip}', '/ipapi-co/{ip}'], 2000);
  });
  afterAll(async () => t.close());

  it('is given up after the timeout and the next service answers', async () => {
    const { id, email } = await newAccount(t);
    await signInFrom(t, email, PUBLIC_IP);
    // The first service never answers in this test: the tracking finishing at all, with the
    // second service's place, is the proof that the first was given up.
    await t.app.loginTracker.drain();
    expect(geo.requests).toEqual([`/held/${PUBLIC_IP}`, `/ipapi-co/${PUBLIC_IP}`]);
    expect((await stored(t, id)).lastLoginLocation).toEqual({
      country: 'India',
      region: 'Karnataka',
      city: 'Bengaluru',
      timezone: 'Asia/Kolkata',
      isp: 'Example Fibre',
      latitude: 12.9716,
      longitude: 77.5946,
      status: 'success',
    });
  });
});

describe('when every service fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(['/fail/{ip}', '/no-city/{ip}', '/garbage/{ip}', '/missing/{ip}']);
  });
  afterAll(async () => t.close());

  it('stores a "Service Failed" record and the sign-in still succeeds', async () => {
    const { id, email } = await newAccount(t);
    const { cookie } = await signInFrom(t, email, PUBLIC_IP);
    expect(cookie).toContain('nivaas.session_token');
    await t.app.loginTracker.drain();
    const row = await stored(t, id);
    const failed = {
      country: 'Unknown',
      region: 'Unknown',
      city: 'Unknown',
      timezone: 'Unknown',
      isp: 'Unknown',
      status: 'Service Failed',
    };
    expect(row.lastLoginLocation).toEqual(failed);
    expect(row.location).toEqual(failed);
    expect(row.lastLoginIP).toBe(PUBLIC_IP);
    expect(geo.requests).toHaveLength(4);
  });
});

describe('with no geo-IP service configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith([]);
  });
  afterAll(async () => t.close());

  it('stores an "Unknown" record marked "Lookup disabled" and asks nobody', async () => {
    const { id, email } = await newAccount(t);
    await signInFrom(t, email, PUBLIC_IP);
    await t.app.loginTracker.drain();
    expect((await stored(t, id)).lastLoginLocation).toEqual({
      country: 'Unknown',
      region: 'Unknown',
      city: 'Unknown',
      timezone: 'Unknown',
      isp: 'Unknown',
      status: 'Lookup disabled',
    });
    expect(geo.requests).toEqual([]);
  });
});

describe('a slow geo-IP service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(['/held/{ip}'], 120_000);
  });
  afterAll(async () => t.close());

  it('never makes a sign-in wait: the answer comes while the service still holds its own', async () => {
    const { id, email } = await newAccount(t);
    // The service holds its answer until told: the sign-in answering at all while it holds is
    // the proof that nobody waits for it (no clock, so a busy machine cannot fail it).
    await signInFrom(t, email, PUBLIC_IP);
    // The place lands later, in the background.
    expect((await stored(t, id)).lastLoginLocation).toEqual({});
    geo.release();
    await t.app.loginTracker.drain();
    expect((await stored(t, id)).lastLoginLocation).toMatchObject({
      city: 'Hyderabad',
      status: 'success',
    });
  });
});

describe('activity between sign-ins', () => {
  let t: TestApp;
  // What the geo-IP lookups logged, so a failed lookup names its reason in the failure.
  const captured = capturingLogger('warn');
  beforeAll(async () => {
    t = await appWith(['/ipwho/{ip}'], 10_000, captured.log);
  });
  afterAll(async () => t.close());

  const getMe = (cookie: string, ip: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { origin: TEST_ORIGIN, cookie, 'x-forwarded-for': ip },
    });

  it('is re-tracked at most once per 5 minutes, from the request itself', async () => {
    const { id, email } = await newAccount(t);
    const { cookie } = await signInFrom(t, email, PUBLIC_IP);
    await t.app.loginTracker.drain();
    const signedIn = await stored(t, id);

    // Within the window: a request from elsewhere changes nothing.
    await getMe(cookie, OTHER_PUBLIC_IP);
    await t.app.loginTracker.drain();
    expect(await stored(t, id)).toEqual(signedIn);

    // After the window: current address, place and activity move; the sign-in fields stay.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOGIN_TRACKING.retrackWindowMs + 1000);
    await getMe(cookie, OTHER_PUBLIC_IP);
    await t.app.loginTracker.drain();
    const later = await stored(t, id);
    expect(later.ipAddress).toBe(OTHER_PUBLIC_IP);
    expect(later.lastActive > signedIn.lastActive).toBe(true);
    expect(later.location, captured.lines.join('\n')).toMatchObject({
      city: 'Pune',
      status: 'success',
    });
    expect(later).toMatchObject({
      lastLoginIP: PUBLIC_IP,
      lastLoginAt: signedIn.lastLoginAt,
      lastLoginLocation: signedIn.lastLoginLocation,
    });
    expect(geo.requests).toEqual([`/ipwho/${PUBLIC_IP}`, `/ipwho/${OTHER_PUBLIC_IP}`]);
  });

  it('only refreshes the time when the address is the same', async () => {
    const { id, email } = await newAccount(t);
    const { cookie } = await signInFrom(t, email, PUBLIC_IP);
    await t.app.loginTracker.drain();
    const signedIn = await stored(t, id);
    geo.requests.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOGIN_TRACKING.retrackWindowMs + 1000);
    await getMe(cookie, PUBLIC_IP);
    await t.app.loginTracker.drain();
    const later = await stored(t, id);
    expect(later.lastActive > signedIn.lastActive).toBe(true);
    expect(later.location).toEqual(signedIn.location);
    expect(geo.requests).toEqual([]);
  });

  it('holds the window across instances: the check is in the database', async () => {
    const { id, email } = await newAccount(t);
    const { cookie } = await signInFrom(t, email, PUBLIC_IP);
    await t.app.loginTracker.drain();
    const second = await buildTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    try {
      // Instance two has never seen this person, yet must not re-track inside the window.
      const res = await second.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { origin: TEST_ORIGIN, cookie, 'x-forwarded-for': OTHER_PUBLIC_IP },
      });
      expect(res.statusCode).toBe(200);
      await second.app.loginTracker.drain();
      expect((await stored(t, id)).ipAddress).toBe(PUBLIC_IP);
    } finally {
      await second.close();
    }
  });

  it('does not track requests without a session, nor a forged one', async () => {
    const res = await getMe('nivaas.session_token=forged.value', OTHER_PUBLIC_IP);
    expect(res.statusCode).toBe(401);
    await t.app.loginTracker.drain();
    expect(geo.requests).toEqual([]);
  });
});
