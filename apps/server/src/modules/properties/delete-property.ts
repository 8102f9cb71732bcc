import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { loadChangeableProperty } from './load-property';
import { deleteProperty, updatePropertyColumns } from './properties.repository';
import { imagesOf, keysOfImages } from './property-images.repository';

/** Removes a listing, its lists and its photos for good (the web app asks for confirmation first). */
export async function removeProperty(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  caller: RequestAuth,
  id: string,
  /** Why an admin deletes someone else's listing (the audit log keeps it). */
  reason?: string,
): Promise<void> {
  const { row } = await loadChangeableProperty(deps, caller, id);
  const keys = await inTransaction(deps, async (trx, emit) => {
    // Touching the row first locks it (PostgreSQL): no photo can be added between listing the
    // files and deleting the rows, so none is left behind.
    const updatedAt = deps.clock.now().toISOString();
    if (!(await updatePropertyColumns(trx, id, { updatedAt })))
      throw new AppError('property.not-found');
    const images = await imagesOf(trx, id);
    if (!(await deleteProperty(trx, id))) throw new AppError('property.not-found');
    await recordModeration(trx, caller, row.ownerId, {
      action: 'property.delete',
      targetType: 'property',
      targetId: id,
      reason: reason ?? null,
      details: { ownerId: row.ownerId, title: row.title },
    });
    emit('property.deleted', { propertyId: id, ownerId: row.ownerId });
    return keysOfImages(images);
  });
  // Only once the rows are gone for good: a rolled-back delete must not lose its files.
  await deleteStoredKeys(deps, keys);
}
