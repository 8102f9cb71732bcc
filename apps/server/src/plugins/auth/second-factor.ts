import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';

/** Better Auth's routes that check a second factor (TOTP or a backup code). */
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** Sign-ins the twoFactor plugin holds back until the second factor is passed. */
const HELD_SIGN_IN_PATHS = new Set(['/sign-in/email']);

interface HookContext {
  path?: string;
  context?: { session?: { session?: Record<string, unknown>; user?: { id?: string } } | null };
}

/**
 * Whether a session being created has passed the second factor. Only sessions born of a
 * verification, of a password sign-in the plugin let through for a 2FA account (it deletes that
 * session again unless the device was trusted through an earlier verification), or replacing a
 * session that had passed it (a password change) count. A session opened before TOTP was
 * enabled, or through Google, never does: it must verify first.
 */
export async function passedOnCreate(
  db: Kysely<Database>,
  userId: string,
  ctx: HookContext | null | undefined,
): Promise<boolean> {
  const path = ctx?.path ?? '';
  if (VERIFY_PATHS.has(path)) return true;
  const current = ctx?.context?.session;
  if (current?.user?.id === userId && current.session?.secondFactorPassed === true) return true;
  if (!HELD_SIGN_IN_PATHS.has(path)) return false;
  const user = await db
    .selectFrom('users')
    .select('twoFactorEnabled')
    .where('id', '=', userId)
    .executeTakeFirst();
  return toBool(user?.twoFactorEnabled);
}

/**
 * A signed-in person who verifies a code again (a session from before TOTP was enabled) has
 * passed the second factor on that session from now on.
 */
export async function markVerifiedSession(
  app: FastifyInstance,
  db: Kysely<Database>,
  request: FastifyRequest,
  answer: { pathname: string; status: number },
): Promise<void> {
  if (answer.status !== 200) return;
  if (!VERIFY_PATHS.has(answer.pathname.replace(/^\/api\/auth/, ''))) return;
  const session = await app.readSession(request);
  if (!session || session.secondFactor.passed) return;
  await db
    .updateTable('sessions')
    .set({ secondFactorPassed: 1 })
    .where('id', '=', session.sessionId)
    .execute();
}
