import type { FastifyInstance } from 'fastify';
import type { PropertyImageList } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadChangeableProperty } from './load-property';
import { loadImageList } from './present-property-image';
import { isModeration } from './properties.policy';
import { updatePropertyColumns } from './properties.repository';
import { deleteImage, keysOfImages } from './property-images.repository';
import { publishPropertyUpdated } from './property-events';

/** Removes one photo of the listing and its stored files; the next one becomes the cover. */
export async function removePropertyImage(
  app: FastifyInstance,
  caller: RequestAuth,
  propertyId: string,
  imageId: string,
): Promise<PropertyImageList> {
  const { row } = await loadChangeableProperty(app, caller, propertyId);
  const removed = await app.db.transaction().execute(async (trx) => {
    if (!(await updatePropertyColumns(trx, propertyId, { updatedAt: nowIso() })))
      throw new AppError('property.not-found');
    const image = await deleteImage(trx, propertyId, imageId);
    if (!image) throw new AppError('property.photo-not-found');
    if (isModeration(caller, row.ownerId)) {
      await recordAudit(trx, {
        actorId: caller.userId,
        action: 'property.images.delete',
        targetType: 'property',
        targetId: propertyId,
        details: { ownerId: row.ownerId, imageId },
      });
    }
    return image;
  });
  // Only once the row is gone for good: a rolled-back delete must not lose its files.
  await deleteStoredKeys(app, keysOfImages([removed]));
  publishPropertyUpdated(app, row);
  return loadImageList(app, propertyId);
}
