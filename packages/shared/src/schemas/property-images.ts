import { z } from 'zod';

/** Photos of a listing: what the server accepts and the WebP variants it makes of each. */
export const PROPERTY_IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPerProperty: 20,
} as const;

/** Widths of the stored variants; none is ever wider than the photo it was made from. */
export const PROPERTY_IMAGE_WIDTHS = { thumbnail: 320, card: 800, full: 1600 } as const;
export type PropertyImageVariant = keyof typeof PROPERTY_IMAGE_WIDTHS;

/**
 * Field messages of the image routes, in English; the web app translates them by key
 * (`propertyImageValidation.<key>`).
 */
export const PROPERTY_IMAGE_VALIDATION = {
  required: 'This field is required',
  tooMany: `A property can have at most ${PROPERTY_IMAGE_LIMITS.maxPerProperty} photos`,
  tooLarge: `Each photo must be at most ${PROPERTY_IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB`,
  order: "List each of the property's photos exactly once",
} as const;

/** One photo as the API answers it; `url` is the full-size variant. */
export const propertyImageSchema = z.object({
  id: z.string(),
  thumbnailUrl: z.string(),
  cardUrl: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;

/** srcset of the three stored variants; none is wider than the photo it was made from. */
export function propertyImageSrcSet(image: PropertyImage): string {
  const w = (max: number) => Math.min(max, image.width || max);
  return [
    `${image.thumbnailUrl} ${w(PROPERTY_IMAGE_WIDTHS.thumbnail)}w`,
    `${image.cardUrl} ${w(PROPERTY_IMAGE_WIDTHS.card)}w`,
    `${image.url} ${w(PROPERTY_IMAGE_WIDTHS.full)}w`,
  ].join(', ');
}

/**
 * `sizes` of the photos that are a page's largest element. The server preloads the first one
 * with the same srcset and sizes as the page's <img>, so the browser picks the same file once.
 */
export const PROPERTY_PHOTO_SIZES = {
  /** A card in a results grid: the whole phone, half the row from 36em, a third from 75em. */
  card: '(min-width: 75em) 370px, (min-width: 36em) 50vw, 100vw',
  /** The photo strip of a listing's public preview. */
  preview: '(min-width: 62em) 700px, 100vw',
} as const;

/** The photos of a listing in the owner's order: the first is the cover. */
export const propertyImageListSchema = z.object({ images: z.array(propertyImageSchema) });
export type PropertyImageList = z.infer<typeof propertyImageListSchema>;

/** PATCH body of the order: every photo of the listing once, cover first. */
export const propertyImageOrderSchema = z.object({
  imageIds: z
    .array(z.string({ error: PROPERTY_IMAGE_VALIDATION.order }).min(1).max(64), {
      error: PROPERTY_IMAGE_VALIDATION.order,
    })
    .min(1, PROPERTY_IMAGE_VALIDATION.order)
    .max(PROPERTY_IMAGE_LIMITS.maxPerProperty, PROPERTY_IMAGE_VALIDATION.order)
    .refine((ids) => new Set(ids).size === ids.length, PROPERTY_IMAGE_VALIDATION.order),
});
export type PropertyImageOrder = z.infer<typeof propertyImageOrderSchema>;
