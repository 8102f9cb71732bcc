import type { PropertyImageVariant } from '@nivaas/shared';
import { VARIANTS, type ImageVariants } from '../../lib/image-variants';
import { newStorageKey, type FileStorage, type StorageFolder } from './storage';

export type VariantKeys = Record<`${PropertyImageVariant}Key`, string>;

/**
 * Stores the variants under generated keys (nothing of the upload reaches a path), pushing
 * each key to `stored` as soon as it exists so a caller can remove them all if it fails later.
 */
export async function storeImageVariants(
  storage: FileStorage,
  folder: StorageFolder,
  files: ImageVariants['files'],
  stored: string[],
): Promise<VariantKeys> {
  const keys = {} as VariantKeys;
  for (const variant of VARIANTS) {
    const key = newStorageKey(folder, 'webp');
    stored.push(key);
    await storage.put(key, files[variant], 'image/webp');
    keys[`${variant}Key`] = key;
  }
  return keys;
}
