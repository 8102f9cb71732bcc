import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { loadChangeableService } from './load-service';
import { imagesOfService, keysOfServiceImages } from './service-images.repository';
import { deleteService } from './services.repository';

/** Removes a service, its places and photos (their files once the rows are gone for good). */
export async function removeService(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'log'>,
  caller: RequestAuth,
  serviceId: string,
  /** An admin's why, kept in the audit. */
  reason?: string,
): Promise<void> {
  const row = await loadChangeableService(deps.db, caller, serviceId);
  const keys = await inTransaction(deps, async (trx) => {
    const images = await imagesOfService(trx, serviceId);
    if (!(await deleteService(trx, serviceId))) throw new AppError('service.not-found');
    await recordModeration(trx, caller, row.providerId, {
      action: 'service.delete',
      targetType: 'service',
      targetId: serviceId,
      reason: reason ?? null,
      details: { providerId: row.providerId, title: row.title },
    });
    return keysOfServiceImages(images);
  });
  await deleteStoredKeys(deps, keys);
}
