import sharp from 'sharp';
import { PROPERTY_IMAGE_WIDTHS, type PropertyImageVariant } from '@nivaas/shared';
import { assertAcceptedImage, decodeImage, encodeOrRefuse } from './images';
import { perceptualHash } from './perceptual-hash';

export interface ImageVariants {
  files: Record<PropertyImageVariant, Buffer>;
  /** Of the full variant. */
  width: number;
  height: number;
}

/** An upload's variants with the photo's dHash, for near-duplicates across owners (scam signals). */
export type HashedImageVariants = ImageVariants & { perceptualHash: string };

export const VARIANTS = Object.keys(PROPERTY_IMAGE_WIDTHS) as PropertyImageVariant[];

/**
 * The WebP variants of one photo (a listing's, a service's), each at most its width and never
 * upscaled, with its perceptual hash. The photo is decoded once, to the full size; the smaller ones are made from those pixels. Everything is
 * encoded from pixels, so no EXIF (and no GPS position of the owner's home) survives.
 */
export async function makeImageVariants(input: Buffer): Promise<HashedImageVariants> {
  await assertAcceptedImage(input);
  return encodeOrRefuse(async () => {
    const { data, info } = await decodeImage(input)
      .resize({ width: PROPERTY_IMAGE_WIDTHS.full, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const files = {} as Record<PropertyImageVariant, Buffer>;
    for (const variant of VARIANTS) {
      files[variant] = await sharp(data, raw)
        .resize({ width: PROPERTY_IMAGE_WIDTHS[variant], withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    }
    const hash = await perceptualHash(sharp(data, raw));
    return { files, width: info.width, height: info.height, perceptualHash: hash };
  });
}
