import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PROPERTY_IMAGE_WIDTHS, type PropertyImageVariant } from '@nivaas/shared';
import { nowIso } from '../db/dialect';
import { newId } from '../lib/ids';
import { storeImageVariants } from '../plugins/storage/store-image-variants';
import type { ImageVariants, PropertyImageInsert } from '../modules/properties/index';
import { mapLimit } from './demo-batches';
import type { Random } from './demo-random';
import { drawScene, type SceneKind } from './demo-scenes';

/** How many different pictures of each kind are drawn per seed (17 in all). */
const POOL: Record<SceneKind, number> = {
  house: 2,
  villa: 1,
  apartment: 2,
  plot: 2,
  commercial: 2,
  living: 3,
  bedroom: 2,
  'shared-room': 1,
  kitchen: 2,
};

const VARIANTS = Object.keys(PROPERTY_IMAGE_WIDTHS) as PropertyImageVariant[];

export type PicturePool = Map<SceneKind, ImageVariants[]>;

/**
 * The variants an upload gets (`makeImageVariants`: WebP at the same widths and quality, never
 * upscaled, made from pixels), but encoded with less effort: the seed has a time budget on a
 * small machine, and flat illustrations lose nothing by it. The scene is rasterised once.
 */
async function encodeScene(svg: string): Promise<ImageVariants> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files = {} as ImageVariants['files'];
  for (const variant of VARIANTS) {
    files[variant] = await sharp(data, raw)
      .resize({ width: PROPERTY_IMAGE_WIDTHS[variant], withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
  }
  return { files, width: info.width, height: info.height };
}

/** Draws the pool once; listings then share these bytes, never the files. */
export async function renderPicturePool(r: Random): Promise<PicturePool> {
  const jobs = (Object.entries(POOL) as [SceneKind, number][]).flatMap(([kind, count]) =>
    Array.from({ length: count }, (_, i) => ({
      kind,
      svg: drawScene(kind, r.fork(`${kind}-${i}`)),
    })),
  );
  const pictures = await mapLimit(jobs, 2, async ({ kind, svg }) => ({
    kind,
    variants: await encodeScene(svg),
  }));
  const pool: PicturePool = new Map();
  for (const { kind, variants } of pictures) pool.set(kind, [...(pool.get(kind) ?? []), variants]);
  return pool;
}

/** The pictures of one listing: a kind asked for twice gets two different pictures if it can. */
export function picturesFor(
  pool: PicturePool,
  scenes: readonly SceneKind[],
  r: Random,
): ImageVariants[] {
  const used = new Set<ImageVariants>();
  return scenes.map((kind) => {
    const options = pool.get(kind) ?? [];
    const fresh = options.filter((p) => !used.has(p));
    const picture = r.pick(fresh.length ? fresh : options);
    used.add(picture);
    return picture;
  });
}

/**
 * Stores a copy of each picture's variants under fresh keys, as an upload would: every photo
 * row owns its files, so removing one listing's photo never breaks another's. Keys written are
 * pushed onto `stored` as they land, for the caller to clean up if the seed fails.
 */
export async function storeCopies(
  app: FastifyInstance,
  pictures: readonly ImageVariants[],
  stored: string[],
): Promise<PropertyImageInsert[]> {
  return mapLimit(pictures, 8, async ({ files, width, height }) => {
    const keys = await storeImageVariants(app.storage, 'property-images', files, stored);
    return { id: newId(), ...keys, width, height, createdAt: nowIso() };
  });
}
