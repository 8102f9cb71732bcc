import { toBool } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { Auth } from '../../plugins/auth/create-auth';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { endAllSessions } from '../users/index';
import { findUser } from './admin-users.repository';
import type { DisconnectUser } from './suspend-user';

/** The web pages the mails link back to (as the sign-in pages ask for them). */
const VERIFIED_CALLBACK_URL = '/auth/verify-email?verified=1';
const RESET_PAGE = '/auth/reset-password';

/** Sends the person a new verification mail (Better Auth's own, as after sign-up). */
export async function resendVerification(
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  adminId: string,
  userId: string,
): Promise<void> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('admin.user-not-found');
  if (toBool(user.emailVerified)) throw new AppError('admin.already-verified');
  await auth.api.sendVerificationEmail({
    body: { email: user.email, callbackURL: VERIFIED_CALLBACK_URL },
  });
  await recordAudit(deps.db, {
    actorId: adminId,
    action: 'user.resend-verification',
    targetType: 'user',
    targetId: userId,
  });
}

/**
 * Signs the person out everywhere (sessions and sockets) and mails them a link to choose a new
 * password; the old one keeps working until they do (Better Auth's reset flow).
 */
export async function forcePasswordReset(
  deps: Pick<Deps, 'db' | 'bus'>,
  auth: Auth,
  disconnectUser: DisconnectUser,
  adminId: string,
  userId: string,
): Promise<void> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('admin.user-not-found');
  if (adminId === userId) throw new AppError('admin.not-yourself');
  await inTransaction(deps, async (trx) => {
    const sessions = await endAllSessions(trx, userId);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'user.force-password-reset',
      targetType: 'user',
      targetId: userId,
      details: { sessionsRevoked: sessions.length },
    });
  });
  disconnectUser(userId);
  await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: RESET_PAGE } });
}
