import type { FastifyRequest } from 'fastify';
import {
  PROPERTY_IMAGE_LIMITS as LIMITS,
  PROPERTY_IMAGE_VALIDATION as V,
  type PropertyImageList,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { forEachUpload } from '../../lib/uploads';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { storeImageVariants } from '../../plugins/storage/store-image-variants';
import { loadChangeableProperty } from './load-property';
import { loadImageList } from './present-property-image';
import { listingFacts } from './properties.events';
import { updatePropertyColumns } from './properties.repository';
import { makeImageVariants } from './property-image-variants';
import { appendImages, imagesOf, type PropertyImageInsert } from './property-images.repository';

const tooMany = () => new AppError('invalid-argument', undefined, { images: V.tooMany });

/**
 * Adds the photos of one multipart request (one or several files) after the listing's others.
 * All or nothing: a refused file, a full listing or a vanished property removes every variant
 * this request stored and adds no photo.
 */
export async function uploadPropertyImages(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  caller: RequestAuth,
  propertyId: string,
  request: FastifyRequest,
): Promise<PropertyImageList> {
  const { row } = await loadChangeableProperty(deps, caller, propertyId);
  const existing = (await imagesOf(deps.db, propertyId)).length;
  const stored: string[] = [];
  const added: PropertyImageInsert[] = [];
  const now = () => deps.clock.now().toISOString();
  try {
    await forEachUpload(
      request,
      {
        field: 'images',
        maxBytes: LIMITS.maxBytes,
        maxFiles: LIMITS.maxPerProperty,
        tooLarge: 'property.photo-too-large',
        tooMany: V.tooMany,
        required: V.required,
      },
      async (data) => {
        if (existing + added.length >= LIMITS.maxPerProperty) throw tooMany();
        const { files, width, height, perceptualHash } = await makeImageVariants(data);
        const { thumbnailKey, cardKey, fullKey } = await storeImageVariants(
          deps.storage,
          'property-images',
          files,
          stored,
        );
        added.push({
          id: newId(),
          thumbnailKey,
          cardKey,
          fullKey,
          width,
          height,
          perceptualHash,
          createdAt: now(),
        });
      },
    );
    await inTransaction(deps, async (trx, emit) => {
      // Touching the row first also locks it (PostgreSQL), so two uploads cannot both take the last places.
      if (!(await updatePropertyColumns(trx, propertyId, { updatedAt: now() })))
        throw new AppError('property.not-found');
      if ((await imagesOf(trx, propertyId)).length + added.length > LIMITS.maxPerProperty)
        throw tooMany();
      await appendImages(trx, propertyId, added);
      await recordModeration(trx, caller, row.ownerId, {
        action: 'property.images.add',
        targetType: 'property',
        targetId: propertyId,
        details: { ownerId: row.ownerId, imageIds: added.map((image) => image.id) },
      });
      const facts = listingFacts(row);
      emit('property.changed', { propertyId, ownerId: row.ownerId, before: facts, after: facts });
    });
  } catch (err) {
    await deleteStoredKeys(deps, stored);
    throw err;
  }
  return loadImageList(deps, propertyId);
}
