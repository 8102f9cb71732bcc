import type { FastifyInstance } from 'fastify';
import { PROPERTY_IMAGE_VALIDATION as V, type PropertyImageList } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadChangeableProperty } from './load-property';
import { loadImageList } from './present-property-image';
import { isModeration } from './properties.policy';
import { updatePropertyColumns } from './properties.repository';
import { imagesOf, setImageOrder } from './property-images.repository';
import { publishPropertyUpdated } from './property-events';

/**
 * Puts the listing's photos in the given order; the first becomes the cover. The list must
 * name every photo of the listing once and nothing else, so a stale screen cannot drop one.
 */
export async function reorderPropertyImages(
  app: FastifyInstance,
  caller: RequestAuth,
  propertyId: string,
  imageIds: readonly string[],
): Promise<PropertyImageList> {
  const { row } = await loadChangeableProperty(app, caller, propertyId);
  await app.db.transaction().execute(async (trx) => {
    if (!(await updatePropertyColumns(trx, propertyId, { updatedAt: nowIso() })))
      throw new AppError('property.not-found');
    const current = new Set((await imagesOf(trx, propertyId)).map((image) => image.id));
    const exact =
      imageIds.length === current.size &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => current.has(id));
    if (!exact) throw new AppError('invalid-argument', undefined, { imageIds: V.order });
    await setImageOrder(trx, propertyId, imageIds);
    if (isModeration(caller, row.ownerId)) {
      await recordAudit(trx, {
        actorId: caller.userId,
        action: 'property.images.order',
        targetType: 'property',
        targetId: propertyId,
        details: { ownerId: row.ownerId, imageIds },
      });
    }
  });
  publishPropertyUpdated(app, row);
  return loadImageList(app, propertyId);
}
