import type { AdminUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { setOwnerListingsSuspended } from '../properties/index';
import { setOwnerProfileSuspended } from '../roommates/index';
import { hideProviderServices } from '../services/index';
import { loadActionable } from './admin-rules';
import { endAllSessions, setAccountSuspension } from '../users/index';
import { findUser } from './admin-users.repository';
import { toAdminUser } from './present-admin-user';

/** Closes a person's open sockets on every instance. */
export type DisconnectUser = (userId: string) => void;

/**
 * Suspends an account: no new sign-in (told why), every session ended at once and every socket
 * closed on every instance; their listings, roommate profile and services hidden from everyone else.
 */
export async function suspendUser(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  disconnectUser: DisconnectUser,
  adminId: string,
  userId: string,
  reason: string,
): Promise<AdminUser> {
  const at = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx) => {
    const user = await loadActionable(trx, adminId, userId, true);
    if (user.suspendedAt) throw new AppError('admin.already-suspended');
    await setAccountSuspension(trx, userId, { at, reason, by: adminId });
    await setOwnerListingsSuspended(trx, userId, true);
    await setOwnerProfileSuspended(trx, userId, true);
    await hideProviderServices(trx, userId, true);
    const sessions = await endAllSessions(trx, userId);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { sessionsRevoked: sessions.length },
    });
  });
  disconnectUser(userId);
  return toAdminUser((await findUser(deps.db, userId))!);
}

/** Lifts a suspension: the person may sign in again and their items are shown as before. */
export async function reinstateUser(
  deps: Pick<Deps, 'db' | 'bus'>,
  adminId: string,
  userId: string,
  reason: string,
): Promise<AdminUser> {
  await inTransaction(deps, async (trx) => {
    const user = await findUser(trx, userId);
    if (!user) throw new AppError('admin.user-not-found');
    if (!user.suspendedAt) throw new AppError('admin.not-suspended');
    await setAccountSuspension(trx, userId, null);
    await setOwnerListingsSuspended(trx, userId, false);
    await setOwnerProfileSuspended(trx, userId, false);
    await hideProviderServices(trx, userId, false);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'user.reinstate',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { suspendedAt: user.suspendedAt, suspendedReason: user.suspendedReason },
    });
  });
  return toAdminUser((await findUser(deps.db, userId))!);
}
