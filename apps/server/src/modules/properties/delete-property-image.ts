import type { PropertyImageList } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { loadChangeableProperty } from './load-property';
import { loadImageList } from './present-property-image';
import { listingFacts } from './properties.events';
import { updatePropertyColumns } from './properties.repository';
import { deleteImage, keysOfImages } from './property-images.repository';

/** Removes one photo of the listing and its stored files; the next one becomes the cover. */
export async function removePropertyImage(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  caller: RequestAuth,
  propertyId: string,
  imageId: string,
): Promise<PropertyImageList> {
  const { row } = await loadChangeableProperty(deps, caller, propertyId);
  const removed = await inTransaction(deps, async (trx, emit) => {
    const updatedAt = deps.clock.now().toISOString();
    if (!(await updatePropertyColumns(trx, propertyId, { updatedAt })))
      throw new AppError('property.not-found');
    const image = await deleteImage(trx, propertyId, imageId);
    if (!image) throw new AppError('property.photo-not-found');
    await recordModeration(trx, caller, row.ownerId, {
      action: 'property.images.delete',
      targetType: 'property',
      targetId: propertyId,
      details: { ownerId: row.ownerId, imageId },
    });
    const facts = listingFacts(row);
    emit('property.changed', { propertyId, ownerId: row.ownerId, before: facts, after: facts });
    return image;
  });
  // Only once the row is gone for good: a rolled-back delete must not lose its files.
  await deleteStoredKeys(deps, keysOfImages([removed]));
  return loadImageList(deps, propertyId);
}
