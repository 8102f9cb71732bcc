import type { AdminUser, Role } from '@nivaas/shared';
import { recordAudit } from '../../plugins/audit/audit';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadActionable } from './admin-rules';
import { setAccountRole } from '../users/index';
import { findUser } from './admin-users.repository';
import { toAdminUser } from './present-admin-user';

/**
 * Changes a person's role, with why; from the admin area (`adminId`) or the command line (null).
 * Never one's own admin role away, nor the last admin's.
 */
export async function changeRole(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  adminId: string | null,
  userId: string,
  role: Role,
  reason: string,
): Promise<AdminUser> {
  await inTransaction(deps, async (trx) => {
    const before = await findUser(trx, userId);
    const demotes = before?.userType === 'admin' && role !== 'admin';
    const user = await loadActionable(trx, adminId, userId, demotes);
    if (user.userType === role) return;
    await setAccountRole(trx, userId, role, deps.clock.now().toISOString());
    await recordAudit(trx, {
      actorId: adminId,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { from: user.userType, to: role, ...(adminId ? {} : { via: 'cli' }) },
    });
  });
  return toAdminUser((await findUser(deps.db, userId))!);
}
