import type { PropertyImageList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { uploadWithProgress as postWithProgress } from '../../../lib/upload-with-progress';
import { propertyPath } from '../../../lib/api/properties';

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
  return postWithProgress<PropertyImageList>(
    `${propertyPath(propertyId)}/images`,
    body,
    onProgress,
    signal,
  );
}

/** PATCH /api/properties/:id/images/order: every stored photo once, cover first. */
export const reorderPhotos = (propertyId: string, imageIds: string[]) =>
  api<PropertyImageList>(`${propertyPath(propertyId)}/images/order`, {
    method: 'PATCH',
    body: { imageIds },
  });

/** DELETE /api/properties/:id/images/:imageId (its files go too). */
export const deletePhoto = (propertyId: string, imageId: string) =>
  api<PropertyImageList>(`${propertyPath(propertyId)}/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
  });
