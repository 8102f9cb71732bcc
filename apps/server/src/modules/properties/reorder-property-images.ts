import { PROPERTY_IMAGE_VALIDATION as V, type PropertyImageList } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadChangeableProperty } from './load-property';
import { loadImageList } from './present-property-image';
import { listingFacts } from './properties.events';
import { updatePropertyColumns } from './properties.repository';
import { imagesOf, setImageOrder } from './property-images.repository';

/**
 * Puts the listing's photos in the given order; the first becomes the cover. The list must
 * name every photo of the listing once and nothing else, so a stale screen cannot drop one.
 */
export async function reorderPropertyImages(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  imageIds: readonly string[],
): Promise<PropertyImageList> {
  const { row } = await loadChangeableProperty(deps, caller, propertyId);
  await inTransaction(deps, async (trx, emit) => {
    const updatedAt = deps.clock.now().toISOString();
    if (!(await updatePropertyColumns(trx, propertyId, { updatedAt })))
      throw new AppError('property.not-found');
    const current = new Set((await imagesOf(trx, propertyId)).map((image) => image.id));
    const exact =
      imageIds.length === current.size &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => current.has(id));
    if (!exact) throw new AppError('invalid-argument', undefined, { imageIds: V.order });
    await setImageOrder(trx, propertyId, imageIds);
    await recordModeration(trx, caller, row.ownerId, {
      action: 'property.images.order',
      targetType: 'property',
      targetId: propertyId,
      details: { ownerId: row.ownerId, imageIds },
    });
    const facts = listingFacts(row);
    emit('property.changed', { propertyId, ownerId: row.ownerId, before: facts, after: facts });
  });
  return loadImageList(deps, propertyId);
}
