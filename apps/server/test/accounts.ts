import type { FastifyInstance } from 'fastify';
import type { Role } from '@nivaas/shared';
import { createAccount } from '../src/modules/users/index';
import { newId } from '../src/lib/ids';
import { TEST_ORIGIN } from './build-test-app';
import { enrolTotp } from './two-factor';

export const TEST_PASSWORD = 'Correct-Horse-42';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  /** Cookie header of a signed-in session. */
  cookie: string;
}

export const cookieFrom = (setCookie: string | string[] | undefined): string =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((c) => c.split(';')[0])
    .join('; ');

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res.headers['set-cookie']);
}

/**
 * An admin as `npm run user:create -- --role admin` leaves them, signed in with the password
 * only: no TOTP yet, so no admin powers anywhere (acts-as-admin.ts). Every authorisation matrix
 * asks about this caller wherever an admin may do more than a member.
 */
export const ADMIN_WITHOUT_SECOND_FACTOR = 'admin without second factor';

/** Who a test signs in as: a role, or an admin who has not passed the second factor. */
export type Actor = Role | typeof ADMIN_WITHOUT_SECOND_FACTOR;

/**
 * A verified account of `actor`, signed in. Real rows, made the way the CLI makes them. An admin
 * also turns on TOTP and signs in through it, as the admin area requires.
 */
export async function makeUser(
  app: FastifyInstance,
  actor: Actor = 'tenant',
  overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
): Promise<TestUser> {
  const role: Role = actor === ADMIN_WITHOUT_SECOND_FACTOR ? 'admin' : actor;
  const email = overrides.email ?? `${role}-${newId().slice(0, 8).toLowerCase()}@example.in`;
  const id = await createAccount(app, {
    email,
    password: TEST_PASSWORD,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? role,
    role,
    emailVerified: true,
  });
  const cookie = await signIn(app, email);
  const signedIn =
    actor === 'admin' ? (await enrolTotp(app, cookie, TEST_PASSWORD)).cookie : cookie;
  return { id, email: email.toLowerCase(), role, cookie: signedIn };
}

/** Headers of a browser request from our own origin with `user`'s session. */
export const as = (user: TestUser | null) => ({
  origin: TEST_ORIGIN,
  ...(user ? { cookie: user.cookie } : {}),
});

/** A signed-in user whose sign-in tracking has landed, so later reads of their row are stable. */
export async function makeSettledUser(
  app: FastifyInstance,
  ...args: Parameters<typeof makeUser> extends [unknown, ...infer Rest] ? Rest : never
): Promise<TestUser> {
  const user = await makeUser(app, ...args);
  await app.loginTracker.drain();
  return user;
}

/**
 * Several signed-in users at once, by the name a test calls them (an authorisation matrix's
 * callers): `await makeUsers(t.app, { owner: 'owner', tenant: 'tenant', admin: 'admin' })`.
 */
export async function makeUsers<K extends string>(
  app: FastifyInstance,
  roles: Record<K, Actor>,
): Promise<Record<K, TestUser>> {
  const entries = await Promise.all(
    (Object.entries(roles) as [K, Actor][]).map(
      async ([name, role]) => [name, await makeUser(app, role)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<K, TestUser>;
}

/** The newest sign-in code the dev outbox holds for a number (E.164), from its SMS. */
export async function lastSmsCode(app: FastifyInstance, phoneNumber: string): Promise<string> {
  const sms = await app.db
    .selectFrom('outbox_mails')
    .select('text')
    .where('to', '=', phoneNumber)
    .where('channel', '=', 'sms')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code by SMS to ${phoneNumber}`);
  return code;
}

/**
 * An account made by mobile number as a person makes one (a code by SMS, then sign-up with it),
 * signed in. It has no email: `email` is its stand-in address, which is never mailed.
 */
export async function makePhoneUser(
  app: FastifyInstance,
  phoneNumber: string,
  role: Exclude<Role, 'admin'> = 'tenant',
): Promise<TestUser> {
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });
  const sent = await post('/api/auth/phone-number/send-otp', { phoneNumber });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.statusCode} ${sent.body}`);
  const res = await post('/api/auth/phone-number/verify', {
    phoneNumber,
    code: await lastSmsCode(app, phoneNumber),
    firstName: 'Phone',
    lastName: role,
    userType: role,
  });
  if (res.statusCode !== 200)
    throw new Error(`phone sign-up failed: ${res.statusCode} ${res.body}`);
  const row = await app.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('phoneNumber', '=', phoneNumber)
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, role, cookie: cookieFrom(res.headers['set-cookie']) };
}
