import { z } from 'zod';
import { FURNISHINGS, LAND_AREA_UNITS, LISTING_TYPES, PROPERTY_TYPES } from './property-enums';
import { slugify } from '../cities/slug';
import { propertyImageSchema } from './property-images';

/**
 * An open listing as anyone may read it without an account, on its public preview
 * (`/rent/{city}/{type}/{id}`): what a card and a shared link show. No exact address, no owner
 * and no free text the owner wrote beyond the title (a description may carry a phone number);
 * `location` is the approximate point, somewhere within `approximateRadiusM` of the home.
 */
export const publicListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(PROPERTY_TYPES),
  listingType: z.enum(LISTING_TYPES),
  state: z.string(),
  city: z.string(),
  sublocality: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  approximateRadiusM: z.number(),
  rent: z.number().nullable(),
  deposit: z.number(),
  salePrice: z.number().nullable(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  area: z.number().nullable(),
  landArea: z.number().nullable(),
  landAreaUnit: z.enum(LAND_AREA_UNITS),
  furnishing: z.enum(FURNISHINGS),
  amenities: z.array(z.string()),
  /** In the owner's order: the first is the cover. */
  images: z.array(propertyImageSchema),
  /** An admin approved the owner's proof of ownership ("Verified owner", decision 058). */
  ownerVerified: z.literal(true).optional(),
  /** The owner proved their mobile number with a code by SMS ("Phone verified"). */
  ownerPhoneVerified: z.literal(true).optional(),
  updatedAt: z.string(),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

/**
 * Where a listing's public preview lives: under its landing page, `/rent/{city}/{type}/{id}` or
 * `/buy/{city}/{type}/{id}`. The sitemap, the page's canonical link and the landing cards all
 * build it here.
 */
export const publicListingPath = (p: {
  id: string;
  listingType: string;
  city: string;
  type: string;
}): string =>
  `/${p.listingType === 'sale' ? 'buy' : 'rent'}/${slugify(p.city)}/${p.type}/${encodeURIComponent(p.id)}`;
