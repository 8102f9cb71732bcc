import { ROOM_PHOTO_LIMITS } from '@nivaas/shared';
import { assertAcceptedImage, decodeImage, encodeOrRefuse } from '../../lib/images';

/**
 * One room photo as stored: checked by its bytes, turned upright, at most 1280 px wide and
 * never upscaled, re-encoded to WebP from pixels (no EXIF, no GPS position of the home) — the
 * listing photos' pipeline, in one size.
 */
export async function toRoomPhotoWebp(
  input: Buffer,
): Promise<{ file: Buffer; width: number; height: number }> {
  await assertAcceptedImage(input);
  return encodeOrRefuse(async () => {
    const { data, info } = await decodeImage(input)
      .resize({ width: ROOM_PHOTO_LIMITS.width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { file: data, width: info.width, height: info.height };
  });
}
