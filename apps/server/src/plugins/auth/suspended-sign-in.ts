import { APIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Better Auth's code for the refusal below; the bridge turns it into `auth.suspended`. */
export const SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

export const suspendedMessage = (reason: string | null): string =>
  reason ? `Your account is suspended: ${reason}` : 'Your account is suspended';

/**
 * No new session for a suspended account, however it signs in (password, Google, the link of a
 * verification mail): the one place every sign-in passes. The person is told why.
 */
export async function refuseSuspendedSession(db: Kysely<Database>, userId: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['suspendedAt', 'suspendedReason'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.suspendedAt) return;
  throw new APIError('FORBIDDEN', {
    code: SUSPENDED_CODE,
    message: suspendedMessage(user.suspendedReason),
  });
}

/** Better Auth's refusal of a suspended sign-in in our error shape (403 `auth.suspended`). */
export function suspendedRefusal(status: number, body: string | null): AppError | null {
  if (status !== 403 || !body) return null;
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (parsed.code !== SUSPENDED_CODE) return null;
    const message = typeof parsed.message === 'string' ? parsed.message : suspendedMessage(null);
    return new AppError('auth.suspended', { message });
  } catch {
    return null;
  }
}
