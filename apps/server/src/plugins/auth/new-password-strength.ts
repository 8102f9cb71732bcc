import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@nivaas/shared';
import { personalWords, ratePassword } from '@nivaas/shared/password-strength';
import { AppError } from '../../lib/app-error';

/** Where a person chooses a password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/reset-password': 'newPassword',
  '/api/auth/change-password': 'newPassword',
};

/**
 * Refuses a new password the strength meter calls weak (@nivaas/shared/password-strength), with
 * the meter's own advice in a 400 at the field, before Better Auth stores anything. The person's
 * own words count as the form's do: the name and address of a sign-up, the signed-in person's
 * for a change; a reset link names nobody, so none there. Lengths outside the limits are left to
 * the length checks, which say so in their own words.
 */
export async function checkNewPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<void> {
  const field = request.method === 'POST' ? NEW_PASSWORD_FIELD[pathname] : undefined;
  if (!field) return;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const password = body[field];
  if (
    typeof password !== 'string' ||
    password.length < PASSWORD_MIN_CHARS ||
    password.length > PASSWORD_MAX_CHARS
  )
    return;
  const words = await ownWords(app, request, pathname, body);
  const rating = await ratePassword(password, words);
  if (rating.acceptable) return;
  throw new AppError('invalid-argument', undefined, { [field]: rating.problem! });
}

async function ownWords(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  body: Record<string, unknown>,
): Promise<string[]> {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  if (pathname === '/api/auth/sign-up/email')
    return personalWords({
      email: text(body.email),
      firstName: text(body.firstName),
      lastName: text(body.lastName),
    });
  if (pathname === '/api/auth/change-password') {
    const session = await app.readSession(request);
    return session ? personalWords({ email: session.email, ...session.name }) : [];
  }
  return personalWords({});
}
