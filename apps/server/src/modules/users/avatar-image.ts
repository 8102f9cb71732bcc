import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';

/** Formats accepted for a photo, as sharp names what it finds in the bytes. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
/** A decompression bomb (a tiny file that unpacks to gigapixels) is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export const UNSUPPORTED_IMAGE = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.';
export const IMAGE_TOO_BIG = `The photo is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/**
 * Turns an uploaded photo into the stored avatar: the type is decided by the bytes alone
 * (never the file name or the browser's claim), SVG and everything else is refused, and the
 * result is a square WebP re-encoded from pixels, so no metadata (EXIF, GPS) survives.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let compression: string | undefined;
  let pixels: number;
  try {
    // Reads the header only; nothing is decoded yet.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    compression = meta.compression;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new AppError('unsupported-media-type', UNSUPPORTED_IMAGE);
  }
  // AVIF is HEIF with AV1 inside; other HEIF (HEVC) cannot be decoded by every build.
  const accepted = (format !== undefined && ACCEPTED.has(format)) || (format === 'heif' && compression === 'av1');
  if (!accepted) throw new AppError('unsupported-media-type', UNSUPPORTED_IMAGE);
  if (pixels > MAX_INPUT_PIXELS) throw new AppError('payload-too-large', IMAGE_TOO_BIG);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // honour the camera's orientation before the EXIF that carries it is dropped
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Looked like an image but does not decode (truncated, corrupt): same answer as any non-image.
    throw new AppError('unsupported-media-type', UNSUPPORTED_IMAGE);
  }
}
