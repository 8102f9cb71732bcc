import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AccountThrottle } from './account-throttle';
import { failedSignInsMail } from './failed-sign-ins-mail';

export const SIGN_IN_EMAIL_PATH = '/api/auth/sign-in/email';
export const CHANGE_PASSWORD_PATH = '/api/auth/change-password';

/** A request that tries a password for one account: whose, and which endpoint. */
export interface PasswordAttempt {
  account: string;
  kind: 'sign-in' | 'change-password';
}

/**
 * The account a request tries a password for: the email of a sign-in, or the signed-in person's
 * own for a password change (whose current password is a password guess like any other).
 */
export async function passwordAttemptOf(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<PasswordAttempt | null> {
  if (request.method !== 'POST') return null;
  if (pathname === SIGN_IN_EMAIL_PATH) {
    const email = (request.body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() && email.length <= 320
      ? { account: email.trim().toLowerCase(), kind: 'sign-in' }
      : null;
  }
  if (pathname === CHANGE_PASSWORD_PATH) {
    const session = await app.readSession(request);
    return session ? { account: session.email, kind: 'change-password' } : null;
  }
  return null;
}

/** 429 while the account is closed to attempts, saying for how long (Retry-After). */
export async function refuseWhileDelayed(
  throttle: AccountThrottle,
  attempt: PasswordAttempt,
  reply: FastifyReply,
): Promise<void> {
  const waitMs = await throttle.waitFor(attempt.account);
  if (waitMs <= 0) return;
  const seconds = String(Math.ceil(waitMs / 1000));
  reply.header('retry-after', seconds);
  throw new AppError('auth.account-delayed', { details: { retryAfterSeconds: seconds } });
}

/** A wrong password: Better Auth's 401 for a sign-in, 400 INVALID_PASSWORD for a change. */
function wasWrongPassword(attempt: PasswordAttempt, status: number, body: string | null): boolean {
  if (attempt.kind === 'sign-in') return status === 401;
  if (status !== 400 || !body) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 'INVALID_PASSWORD';
  } catch {
    return false;
  }
}

/**
 * Counts the outcome. At `alertAfter` failures the account's owner is mailed, once per run of
 * failures; after the response, so the answer takes as long whether the account exists or not.
 */
export async function recordAttempt(
  app: FastifyInstance,
  opts: { throttle: AccountThrottle; alertAfter: number; publicUrl: string },
  attempt: PasswordAttempt,
  status: number,
  body: string | null,
): Promise<void> {
  if (status === 200) return opts.throttle.succeeded(attempt.account);
  if (!wasWrongPassword(attempt, status, body)) return;
  const { failures } = await opts.throttle.failed(attempt.account);
  if (failures !== opts.alertAfter) return;
  setImmediate(() => {
    void mailOwner(app, attempt.account, failures, opts.publicUrl).catch((err: Error) =>
      app.log.warn({ err: err.message }, 'failed sign-ins mail not sent'),
    );
  });
}

async function mailOwner(
  app: FastifyInstance,
  email: string,
  failures: number,
  publicUrl: string,
): Promise<void> {
  const user = await app.db
    .selectFrom('users')
    .select(['email', 'firstName'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return;
  await app.mailer.send(
    failedSignInsMail({ to: user.email, firstName: user.firstName, failures, publicUrl }),
  );
}
