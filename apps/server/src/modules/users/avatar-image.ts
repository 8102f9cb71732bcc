import { AVATAR_SIZE_PX } from '@nivaas/shared';
import { assertAcceptedImage, decodeImage, encodeOrRefuse } from '../../lib/images';

/**
 * Turns an uploaded photo into the stored avatar: a square WebP re-encoded from pixels, so no
 * metadata (EXIF, GPS) survives.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  await assertAcceptedImage(input);
  return encodeOrRefuse(() =>
    decodeImage(input)
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
