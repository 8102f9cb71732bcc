import sharp, { type Sharp } from 'sharp';
import { PHOTO_MAX_INPUT_PIXELS } from '@nivaas/shared';
import { AppError } from './app-error';

/** Formats accepted for a photo, as sharp names what it finds in the bytes. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Checks an upload is a photo we take, by its bytes alone (never the file name or the
 * browser's claim): SVG and everything else is refused with 415, a picture too large to
 * decode safely with 413. Only the header is read; nothing is decoded yet.
 */
export async function assertAcceptedImage(input: Buffer): Promise<void> {
  let format: string | undefined;
  let compression: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    compression = meta.compression;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new AppError('upload.image-type');
  }
  // AVIF is HEIF with AV1 inside; other HEIF (HEVC) cannot be decoded by every build.
  const accepted =
    (format !== undefined && ACCEPTED.has(format)) || (format === 'heif' && compression === 'av1');
  if (!accepted) throw new AppError('upload.image-type');
  if (pixels > PHOTO_MAX_INPUT_PIXELS) throw new AppError('upload.image-too-large');
}

/**
 * A decoder for a checked photo, turned upright by the camera's orientation before the EXIF
 * that carries it is dropped. Whatever is encoded from it is made from pixels alone, so no
 * metadata (EXIF, GPS, XMP, ICC) survives. An animated GIF yields its first frame.
 */
export const decodeImage = (input: Buffer): Sharp =>
  sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** Runs an encode; a photo that looked fine but does not decode (cut off, corrupt) is a 415. */
export async function encodeOrRefuse<T>(encode: () => Promise<T>): Promise<T> {
  try {
    return await encode();
  } catch {
    throw new AppError('upload.image-type');
  }
}
