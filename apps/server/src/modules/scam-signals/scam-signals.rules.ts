import type { ReportSignal } from '@nivaas/shared';
import { hammingDistance } from '../../lib/perceptual-hash';

/** A price below this share of the comparables' median is suspicious (40 %). */
export const LOW_PRICE_SHARE = { numerator: 2, denominator: 5 } as const;
/** Fewer comparable listings than this make no market to compare with. */
export const MIN_COMPARABLES = 10;
/**
 * Two photos whose dHashes differ in at most this many of 64 bits are the same picture
 * (re-encoded, resized, brightened). Measured: such copies differ in 0 to 3 bits; different
 * pictures of the same kind of room in 14 or more (docs/decisions/022-scam-signals.md).
 */
export const DUPLICATE_PHOTO_MAX_DISTANCE = 6;
/** A phone number on more accounts than this is shared suspiciously. */
export const MAX_ACCOUNTS_PER_PHONE = 3;

export const SIGNAL = {
  lowPrice: 'price-below-median',
  duplicatePhoto: 'duplicate-photo',
  sharedPhone: 'shared-phone',
} as const satisfies Record<string, ReportSignal>;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The low-price rule: a price strictly below 40 % of the median of at least 10 comparable
 * listings (same city, type, listing type and bedrooms; the listing itself not among them).
 * Null when it does not fire; else the median and how many were compared.
 */
export function lowPrice(
  price: number | null,
  comparables: readonly number[],
): { median: number; count: number } | null {
  if (price === null || price <= 0 || comparables.length < MIN_COMPARABLES) return null;
  const m = median(comparables);
  // Integers only: exactly 40 % is not below it.
  if (price * LOW_PRICE_SHARE.denominator >= m * LOW_PRICE_SHARE.numerator) return null;
  return { median: m, count: comparables.length };
}

export interface HashedPhoto {
  imageId: string;
  propertyId: string;
  ownerId: string;
  hash: string;
  createdAt: string;
}

/**
 * The photo on another owner's listing that `photo` copies, if any: a near-duplicate uploaded
 * earlier (the earlier one is taken for the original, so its owner is not flagged).
 */
export function copiedFrom(
  photo: HashedPhoto,
  others: readonly HashedPhoto[],
): { original: HashedPhoto; distance: number } | null {
  let best: { original: HashedPhoto; distance: number } | null = null;
  for (const other of others) {
    if (other.ownerId === photo.ownerId) continue;
    const earlier =
      other.createdAt < photo.createdAt ||
      (other.createdAt === photo.createdAt && other.imageId < photo.imageId);
    if (!earlier) continue;
    const distance = hammingDistance(photo.hash, other.hash);
    if (distance <= DUPLICATE_PHOTO_MAX_DISTANCE && (!best || distance < best.distance))
      best = { original: other, distance };
  }
  return best;
}

/** The shared-phone rule: the owner's number is on more than 3 accounts. */
export const phoneShared = (accountsWithPhone: number): boolean =>
  accountsWithPhone > MAX_ACCOUNTS_PER_PHONE;

const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

export const explain = {
  lowPrice: (price: number, m: { median: number; count: number }, what: string) =>
    `Price ${rupees(price)} is ${Math.round((price / m.median) * 100)} % of the median ` +
    `${rupees(m.median)} of ${m.count} comparable listings (${what})`,
  duplicatePhoto: (original: HashedPhoto, distance: number) =>
    `A photo matches one on another owner's listing ${original.propertyId} ` +
    `(${distance} of 64 hash bits differ)`,
  sharedPhone: (count: number) => `The owner's phone number is on ${count} accounts`,
};
