import sharp, { type Sharp } from 'sharp';

/**
 * Grey levels by which a left neighbour must be brighter for its bit to be 1. Plain dHash uses
 * 0, but in a flat area (a wall, the sky, an illustration) neighbours are equal and encoder
 * noise of a level or two then flips bits at random: a re-encoded copy of a flat picture
 * differed in 9 bits at 0, in 3 at 4; different pictures kept 21 to 27 apart.
 */
const EDGE_LEVELS = 4;

/**
 * dHash (difference hash), 64 bits as 16 hex digits: the photo in grey, shrunk to 9×8, one bit
 * per pair of horizontal neighbours (left clearly brighter than right). Re-encoding, resizing,
 * mild colour or brightness changes keep nearly every bit; a different photo flips many.
 */
export async function perceptualHash(image: Sharp): Promise<string> {
  const pixels = await image
    .clone()
    .grayscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const bit = pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! + EDGE_LEVELS ? 1n : 0n;
      hash = (hash << 1n) | bit;
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/** The hash of an encoded image file (JPEG, PNG, WebP…). */
export const perceptualHashOfFile = (file: Buffer): Promise<string> =>
  perceptualHash(sharp(file, { failOn: 'none' }));

/** How many of the 64 bits differ between two hashes. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
