import type { FastifyRequest } from 'fastify';
import {
  PROPERTY_IMAGE_LIMITS,
  PROPERTY_IMAGE_VALIDATION,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  type ServiceImageList,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { makeImageVariants } from '../../lib/image-variants';
import { forEachUpload } from '../../lib/uploads';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { storeImageVariants } from '../../plugins/storage/store-image-variants';
import { loadChangeableService } from './load-service';
import { toServiceImage } from './present-service';
import {
  appendServiceImages,
  deleteServiceImage,
  imagesOfService,
  keysOfServiceImages,
  type ServiceImageInsert,
} from './service-images.repository';
import { updateService, type Db } from './services.repository';

type ImageDeps = Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>;
const tooMany = () =>
  new AppError('invalid-argument', undefined, { images: SERVICE_MESSAGES.imagesTooMany });

/** The photos in order, and the first one's card variant kept on the service for its card. */
async function settleImages(trx: Db, serviceId: string, updatedAt: string) {
  const rows = await imagesOfService(trx, serviceId);
  const changed = await updateService(trx, serviceId, {
    coverKey: rows[0]?.cardKey ?? null,
    updatedAt,
  });
  if (!changed) throw new AppError('service.not-found');
  return rows;
}

const listOf = (deps: Pick<Deps, 'storage'>, rows: Awaited<ReturnType<typeof settleImages>>) => ({
  images: rows.map((row) => toServiceImage(deps.storage, row)),
});

/**
 * Adds the photos of one multipart request (field `images`), checked and made into WebP
 * variants as listing photos are. All or nothing: a refusal removes every file stored.
 */
export async function uploadServiceImages(
  deps: ImageDeps,
  caller: RequestAuth,
  serviceId: string,
  request: FastifyRequest,
): Promise<ServiceImageList> {
  await loadChangeableService(deps.db, caller, serviceId);
  const existing = (await imagesOfService(deps.db, serviceId)).length;
  const stored: string[] = [];
  const added: ServiceImageInsert[] = [];
  const now = deps.clock.now().toISOString();
  try {
    await forEachUpload(
      request,
      {
        field: 'images',
        maxBytes: PROPERTY_IMAGE_LIMITS.maxBytes,
        maxFiles: SERVICE_LIMITS.imagesMax,
        tooLarge: 'service.photo-too-large',
        tooMany: SERVICE_MESSAGES.imagesTooMany,
        required: PROPERTY_IMAGE_VALIDATION.required,
      },
      async (data) => {
        if (existing + added.length >= SERVICE_LIMITS.imagesMax) throw tooMany();
        const { files, width, height } = await makeImageVariants(data);
        const keys = await storeImageVariants(deps.storage, 'service-images', files, stored);
        added.push({ id: newId(), ...keys, width, height, createdAt: now });
      },
    );
    return await inTransaction(deps, async (trx) => {
      // Touching the row first locks it (PostgreSQL): two uploads cannot both take the last places.
      if (!(await updateService(trx, serviceId, { updatedAt: now })))
        throw new AppError('service.not-found');
      if ((await imagesOfService(trx, serviceId)).length + added.length > SERVICE_LIMITS.imagesMax)
        throw tooMany();
      await appendServiceImages(trx, serviceId, added);
      return listOf(deps, await settleImages(trx, serviceId, now));
    });
  } catch (err) {
    await deleteStoredKeys(deps, stored);
    throw err;
  }
}

/** Removes one photo and its files; the next one becomes the cover. */
export async function removeServiceImage(
  deps: ImageDeps,
  caller: RequestAuth,
  serviceId: string,
  imageId: string,
): Promise<ServiceImageList> {
  await loadChangeableService(deps.db, caller, serviceId);
  const now = deps.clock.now().toISOString();
  const { removed, rows } = await inTransaction(deps, async (trx) => {
    const image = await deleteServiceImage(trx, serviceId, imageId);
    if (!image) throw new AppError('service.image-not-found');
    return { removed: image, rows: await settleImages(trx, serviceId, now) };
  });
  await deleteStoredKeys(deps, keysOfServiceImages([removed]));
  return listOf(deps, rows);
}
