import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, perceptualHashOfFile } from '../../lib/perceptual-hash';
import {
  copiedFrom,
  DUPLICATE_PHOTO_MAX_DISTANCE,
  lowPrice,
  median,
  phoneShared,
  type HashedPhoto,
} from './scam-signals.rules';

const tenAt = (price: number) => Array.from({ length: 10 }, () => price);

describe('the low-price rule', () => {
  it('fires below 40 % of the median of at least 10 comparables, not at exactly 40 %', () => {
    expect(lowPrice(3_999, tenAt(10_000))).toEqual({ median: 10_000, count: 10 });
    expect(lowPrice(4_000, tenAt(10_000))).toBeNull();
    expect(lowPrice(9_000, tenAt(10_000))).toBeNull();
  });

  it('needs 10 comparables: 9 are no market', () => {
    expect(lowPrice(1_000, tenAt(10_000).slice(0, 9))).toBeNull();
  });

  it('takes the median, so one absurd comparable does not move it', () => {
    expect(median([1, 2, 3, 4])).toBe(2.5);
    const market = [...tenAt(10_000).slice(0, 9), 10_000_000];
    expect(lowPrice(3_000, market)).toMatchObject({ median: 10_000 });
  });

  it('ignores a listing without a price', () => {
    expect(lowPrice(null, tenAt(10_000))).toBeNull();
    expect(lowPrice(0, tenAt(10_000))).toBeNull();
  });
});

describe('the duplicate-photo rule', () => {
  const photo = (over: Partial<HashedPhoto>): HashedPhoto => ({
    imageId: 'b',
    propertyId: 'p2',
    ownerId: 'scammer',
    hash: '0000000000000000',
    createdAt: '2026-01-02T00:00:00.000Z',
    ...over,
  });
  const original = photo({
    imageId: 'a',
    propertyId: 'p1',
    ownerId: 'owner',
    createdAt: '2026-01-01T00:00:00.000Z',
  });

  it(`matches at ${DUPLICATE_PHOTO_MAX_DISTANCE} differing bits, not at ${DUPLICATE_PHOTO_MAX_DISTANCE + 1}`, () => {
    expect(copiedFrom(photo({ hash: '000000000000003f' }), [original])).toMatchObject({
      distance: 6,
    });
    expect(copiedFrom(photo({ hash: '000000000000007f' }), [original])).toBeNull();
  });

  it('flags the later copy only, and never an owner for their own photos', () => {
    expect(copiedFrom(original, [photo({})])).toBeNull();
    expect(copiedFrom(photo({ ownerId: 'owner' }), [original])).toBeNull();
  });

  it('sees a re-encoded, shrunk, brightened copy as the same photo and another photo as different', async () => {
    const scene = (shift: number) =>
      sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 180, b: 150 } },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">` +
                `<rect x="${100 + shift}" y="150" width="250" height="300" fill="#345"/>` +
                `<circle cx="${600 - shift}" cy="200" r="90" fill="#c33"/>` +
                `<rect x="0" y="480" width="800" height="120" fill="#7a5"/></svg>`,
            ),
          },
        ])
        .jpeg()
        .toBuffer();
    const first = await scene(0);
    const copy = await sharp(first)
      .resize(500)
      .modulate({ brightness: 1.15 })
      .webp({ quality: 60 })
      .toBuffer();
    const other = await scene(300);
    const [a, b, c] = await Promise.all([first, copy, other].map(perceptualHashOfFile));
    expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(DUPLICATE_PHOTO_MAX_DISTANCE);
    expect(hammingDistance(a!, c!)).toBeGreaterThan(DUPLICATE_PHOTO_MAX_DISTANCE);
  });
});

describe('the shared-phone rule', () => {
  it('fires for a number on 4 accounts, not on 3', () => {
    expect(phoneShared(3)).toBe(false);
    expect(phoneShared(4)).toBe(true);
  });
});
