import { z } from 'zod';
import { propertyImageSchema } from './property-images';

/**
 * What an automatic report found, as data rather than English text, so the admin pages can
 * show it in the reader's language (and a photo match as the two photos). Reports filed before
 * details were kept, and people's reports, have none: their comment says it.
 */
export const duplicatePhotoDetailsSchema = z.object({
  kind: z.literal('duplicate-photo'),
  /** The photo on the reported listing. */
  imageId: z.string(),
  /** The other owner's listing and its photo, uploaded earlier. */
  otherPropertyId: z.string(),
  otherImageId: z.string(),
  /** How many of the 64 bits of the two perceptual hashes differ. */
  bitsDiffer: z.number().int().min(0).max(64),
});
export type DuplicatePhotoDetails = z.infer<typeof duplicatePhotoDetailsSchema>;

export const reportDetailsSchema = z.discriminatedUnion('kind', [duplicatePhotoDetailsSchema]);
export type ReportDetails = z.infer<typeof reportDetailsSchema>;

/** One side of a photo match: the listing (null fields once it is gone) and the photo. */
export const matchedPhotoSchema = z.object({
  propertyId: z.string(),
  title: z.string().nullable(),
  /** The web path of the listing. */
  url: z.string().nullable(),
  /** Null once the photo was removed. */
  image: propertyImageSchema.nullable(),
});
export type MatchedPhoto = z.infer<typeof matchedPhotoSchema>;

/** The reported listing's photo and the other owner's photo it matches. */
export const reportPhotoMatchSchema = z.object({
  photo: matchedPhotoSchema,
  other: matchedPhotoSchema,
});
export type ReportPhotoMatch = z.infer<typeof reportPhotoMatchSchema>;
