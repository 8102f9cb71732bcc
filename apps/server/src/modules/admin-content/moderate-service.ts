import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { findBookableService, removeService, setServiceHiddenByAdmin } from '../services/index';
import { recordDeletion, recordVisibilityChange, type ModeratedItem } from './moderation-record';

async function serviceItem(db: Kysely<Database>, id: string): Promise<ModeratedItem> {
  const service = await findBookableService(db, id);
  if (!service) throw new AppError('service.not-found');
  return {
    id,
    auditType: 'service',
    contentType: 'service',
    ownerId: service.providerId,
    title: service.title,
    details: { providerId: service.providerId, title: service.title },
  };
}

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
    const item = await serviceItem(trx, id);
    await setServiceHiddenByAdmin(trx, id, hidden ? { at, reason, by: adminId } : null);
    await recordVisibilityChange(trx, emit, item, { adminId, hidden, reason, at });
  });
}

/** An admin deletes a service for good (audited with why by the services module); the provider is told. */
export async function deleteServiceByAdmin(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  admin: RequestAuth,
  id: string,
  reason: string,
): Promise<void> {
  const item = await serviceItem(deps.db, id);
  await removeService(deps, admin, id, reason);
  await recordDeletion(deps, item, reason);
}
