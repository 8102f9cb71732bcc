import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { Auth } from './create-auth';
import { cookieValue } from './read-cookie';
import { secondFactorLockedMail } from './second-factor-locked-mail';
import { verifiedToken } from './session-reader';

/**
 * Wrong codes (TOTP or backup) an account's second step takes in a row before it locks, and for
 * how long: per account, whatever addresses the codes come from and however often the password
 * is entered again for a fresh pending sign-in. Better Auth's twoFactor plugin counts and locks
 * (`accountLockout`); a right code clears the count.
 */
export const SECOND_FACTOR_LOCKOUT = { failures: 5, minutes: 15 } as const;

/** Better Auth's code for a sign-in whose second step is locked. */
const LOCKED_CODE = 'ACCOUNT_TEMPORARILY_LOCKED';
const VERIFY_PATHS = new Set([
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
]);

/** Better Auth's refusal while the second step is locked, in our error shape (429). */
export function secondFactorLockedRefusal(status: number, body: string | null): AppError | null {
  if (status !== 429 || !body) return null;
  try {
    if ((JSON.parse(body) as { code?: unknown }).code !== LOCKED_CODE) return null;
  } catch {
    return null;
  }
  return new AppError('auth.second-factor-locked');
}

/** The account whose pending sign-in the request's signed two-factor cookie names, or null. */
async function pendingAccountOf(auth: Auth, request: FastifyRequest): Promise<string | null> {
  const context = await auth.$context;
  const name = context.createAuthCookie('two_factor').name;
  const signed = cookieValue(request.headers.cookie ?? '', name);
  const token = signed ? verifiedToken(signed, context.secret) : null;
  if (!token) return null;
  const pending = await context.internalAdapter.findVerificationValue(token);
  return pending?.value ?? null;
}

/**
 * After a wrong code on a pending sign-in: when it locked the account's second step, its owner
 * is mailed, once per lock (the request that moves `lockNoticeFor` to the lock sends it). After
 * the response, so a failure takes as long whether it locked or not.
 */
export async function noticeSecondFactorLock(
  app: FastifyInstance,
  auth: Auth,
  request: FastifyRequest,
  answer: { pathname: string; status: number },
  publicUrl: string,
): Promise<void> {
  if (answer.status !== 401 || !VERIFY_PATHS.has(answer.pathname)) return;
  const userId = await pendingAccountOf(auth, request);
  if (!userId) return;
  const claimed = await app.db
    .updateTable('two_factors')
    .set({ lockNoticeFor: sql`"lockedUntil"` })
    .where('userId', '=', userId)
    .where('lockedUntil', 'is not', null)
    .where((eb) =>
      eb.or([eb('lockNoticeFor', 'is', null), eb('lockNoticeFor', '<>', eb.ref('lockedUntil'))]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  setImmediate(() => {
    void mailOwner(app, userId, publicUrl).catch((err: Error) =>
      app.log.warn({ err: err.message }, 'second-step lock mail not sent'),
    );
  });
}

async function mailOwner(app: FastifyInstance, userId: string, publicUrl: string): Promise<void> {
  const user = await app.db
    .selectFrom('users')
    .select(['email', 'firstName'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  await app.mailer.send(
    secondFactorLockedMail({
      to: user.email,
      firstName: user.firstName,
      failures: SECOND_FACTOR_LOCKOUT.failures,
      minutes: SECOND_FACTOR_LOCKOUT.minutes,
      publicUrl,
    }),
  );
}
