import { propertyEndpoints as endpoints, type PropertyImageList } from '@nivaas/shared';
import { call, upload } from '../../../lib/api/call';

/**
 * POST /api/properties/:id/images with one file. The route takes several at once, but all or
 * nothing; one request per photo gives each its own progress bar and its own error.
 */
export function uploadPhoto(
  propertyId: string,
  file: Blob & { name?: string },
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<PropertyImageList> {
  const body = new FormData();
  body.append('images', file, file.name ?? 'photo');
  return upload(endpoints.addImages, { params: { id: propertyId } }, body, onProgress, { signal });
}

/** PATCH /api/properties/:id/images/order: every stored photo once, cover first. */
export const reorderPhotos = (propertyId: string, imageIds: string[]) =>
  call(endpoints.orderImages, { params: { id: propertyId }, body: { imageIds } });

/** DELETE /api/properties/:id/images/:imageId (its files go too). */
export const deletePhoto = (propertyId: string, imageId: string) =>
  call(endpoints.removeImage, { params: { id: propertyId, imageId } });
