import type { PropertyImage, PropertyImageList } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { FileStorage } from '../../plugins/storage/storage';
import { findImage, imagesOf, type PropertyImageRow } from './property-images.repository';

/** A stored photo as the API answers it: URLs are made from the keys by the storage in use. */
export const toPropertyImage = (storage: FileStorage, row: PropertyImageRow): PropertyImage => ({
  id: row.id,
  thumbnailUrl: storage.url(row.thumbnailKey),
  cardUrl: storage.url(row.cardKey),
  url: storage.url(row.fullKey),
  width: Number(row.width),
  height: Number(row.height),
});

/** The photos of one listing in order, cover first. */
export async function loadImageList(
  deps: Pick<Deps, 'db' | 'storage'>,
  propertyId: string,
): Promise<PropertyImageList> {
  const rows = await imagesOf(deps.db, propertyId);
  return { images: rows.map((row) => toPropertyImage(deps.storage, row)) };
}

/** One photo of a listing as the API answers it; null once it was removed. */
export async function loadListingPhoto(
  deps: Pick<Deps, 'db' | 'storage'>,
  propertyId: string,
  imageId: string,
): Promise<PropertyImage | null> {
  const row = await findImage(deps.db, propertyId, imageId);
  return row ? toPropertyImage(deps.storage, row) : null;
}
