import { PROPERTY_IMAGE_WIDTHS, type PropertyImageVariant } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { VARIANTS, type ImageVariants } from '../../lib/image-variants';
import { newStorageKey, type FileStorage, type StorageFolder } from './storage';

export type VariantKeys = Record<`${PropertyImageVariant}Key`, string>;

/**
 * Stores the variants under generated keys (nothing of the upload reaches a path), pushing
 * each key to `stored` as soon as it exists so a caller can remove them all if it fails later.
 * The variants share one id and carry their width (`{id}-320.webp`, `-800`, `-1600`).
 */
export async function storeImageVariants(
  storage: FileStorage,
  folder: StorageFolder,
  files: ImageVariants['files'],
  stored: string[],
): Promise<VariantKeys> {
  const keys = {} as VariantKeys;
  const id = newId();
  await Promise.all(
    VARIANTS.map(async (variant) => {
      const key = newStorageKey(
        folder,
        'webp',
        undefined,
        String(PROPERTY_IMAGE_WIDTHS[variant]),
        id,
      );
      stored.push(key);
      keys[`${variant}Key`] = key;
      await storage.put(key, files[variant], 'image/webp');
    }),
  );
  return keys;
}
