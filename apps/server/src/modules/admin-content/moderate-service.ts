import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { findBookableService, removeService, setServiceHiddenByAdmin } from '../services/index';

/**
 * An admin hides a service from everyone but its provider and admins, or shows it again; the
 * provider is told why. Their own pause stays as it was, and they cannot undo an admin's hide.
 */
export async function setServiceHidden(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  adminId: string,
  id: string,
  hidden: boolean,
  reason: string,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    const service = await findBookableService(trx, id);
    if (!service) throw new AppError('service.not-found');
    await setServiceHiddenByAdmin(trx, id, hidden ? { at, reason, by: adminId } : null);
    await recordAudit(trx, {
      actorId: adminId,
      action: hidden ? 'service.hide' : 'service.unhide',
      targetType: 'service',
      targetId: id,
      reason,
      details: { providerId: service.providerId, title: service.title },
    });
    emit('content.moderated', {
      ownerId: service.providerId,
      contentType: 'service',
      contentId: id,
      change: hidden ? 'hidden' : 'unhidden',
      title: service.title,
      reason,
      at,
    });
  });
}

/** An admin deletes a service for good (audited with why by the services module); the provider is told. */
export async function deleteServiceByAdmin(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  admin: RequestAuth,
  id: string,
  reason: string,
): Promise<void> {
  const service = await findBookableService(deps.db, id);
  if (!service) throw new AppError('service.not-found');
  await removeService(deps, admin, id, reason);
  // The service is gone: its provider's notice stands alone, in its own transaction.
  await inTransaction(deps, async (_trx, emit) => {
    emit('content.moderated', {
      ownerId: service.providerId,
      contentType: 'service',
      contentId: id,
      change: 'deleted',
      title: service.title,
      reason,
      at: deps.clock.now().toISOString(),
    });
  });
}
