import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_KM } from '../constants';
import { cleanText } from '../text';
import {
  ACCOMMODATION_TYPES,
  FURNISHINGS,
  GENDER_PREFERENCES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  ROOM_SHARINGS,
} from './property-enums';
import { propertySchema } from './property';
import { isAvailableFromInRange, isIsoDate, PROPERTY_VALIDATION } from './property-rules';

/** How far a search may page and reach. */
export const PROPERTY_SEARCH_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 50,
  maxRadiusKm: 100,
  queryMax: 100,
  /** The search map's pins: at most this many per search (decision 033). */
  maxPins: 2000,
} as const;

export const PROPERTY_SORTS = ['newest', 'price-asc', 'price-desc', 'distance'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** Query-string booleans: "true"/"false" (also 1/0); absent means "don't filter". */
const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const queryInt = (max: number) => z.coerce.number().int().min(0).max(max).optional();
/**
 * Text to search for, by the shared text rule (../text.ts) but never refused: a NUL would fail
 * the query on PostgreSQL, and an override or zero-width character matches nothing anyway.
 */
const queryText = (max: number) =>
  z
    .string()
    .overwrite((v) => cleanText(v))
    .max(max)
    .optional();
/** Repeated (?amenity=a&amenity=b) or comma separated (?amenities=a,b). */
const queryList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((s) => cleanText(s))
      .filter(Boolean)
      .slice(0, 20),
  )
  .optional();

/**
 * GET /api/properties/search — every filter of the search page; the web app keeps the same
 * names in its URL so a search can be shared. Only open listings (available, vacant) are found.
 *
 * Distance: `near` is a locality name of `city` (or `savedLocationId` one of the caller's saved
 * places); `radiusKm` defaults to 5. `sort=distance` needs one of the two.
 */
export const propertySearchQuerySchema = z.object({
  listingType: z.enum(LISTING_TYPES).optional(),
  state: queryText(60),
  city: queryText(60),
  /** Exact locality filter (the listing is in this locality). */
  locality: queryText(80),
  type: z.enum(PROPERTY_TYPES).optional(),
  /** Monthly rent for rent listings, sale price for sale listings, whole rupees. */
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  /** At least this many (5 means 5+). */
  bedrooms: queryInt(20),
  bathrooms: queryInt(20),
  furnishing: z.enum(FURNISHINGS).optional(),
  petFriendly: queryFlag,
  genderPreference: z.enum(GENDER_PREFERENCES).optional(),
  accommodationType: z.enum(ACCOMMODATION_TYPES).optional(),
  roomSharing: z.enum(ROOM_SHARINGS).optional(),
  messAvailable: queryFlag,
  /** Only listings whose owner an admin verified (decision 058). */
  verified: queryFlag,
  /** Every listed amenity must be present. */
  amenities: queryList,
  /** Available on or before this date (YYYY-MM-DD). */
  availableBy: z
    .string()
    .refine(isIsoDate, PROPERTY_VALIDATION.availableFrom)
    .refine(isAvailableFromInRange, PROPERTY_VALIDATION.availableFromRange)
    .optional(),
  /** Free text over title, description and locality. */
  q: queryText(PROPERTY_SEARCH_LIMITS.queryMax),
  near: queryText(80),
  savedLocationId: z.string().max(64).optional(),
  radiusKm: z.coerce
    .number()
    .positive()
    .max(PROPERTY_SEARCH_LIMITS.maxRadiusKm)
    .default(DEFAULT_SEARCH_RADIUS_KM),
  sort: z.enum(PROPERTY_SORTS).default('newest'),
  /** Opaque; from the previous page's `nextCursor`. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROPERTY_SEARCH_LIMITS.maxPageSize)
    .default(PROPERTY_SEARCH_LIMITS.defaultPageSize),
});
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;
/** The search as a caller writes it (strings from a URL, defaults left out). */
export type PropertySearchParams = z.input<typeof propertySearchQuerySchema>;

/** A result: the listing plus its distance from the search origin, when there is one. */
export const propertySearchHitSchema = propertySchema.extend({
  distanceKm: z.number().nullable(),
});
export type PropertySearchHit = z.infer<typeof propertySearchHitSchema>;

export const propertySearchResultSchema = z.object({
  properties: z.array(propertySearchHitSchema),
  /** How many listings match in all (every page); see `totalIsLowerBound`. */
  total: z.number(),
  /**
   * True when counting stopped early: at least `total` listings match (the web shows
   * "1,000+"). Absent means false, as from servers that always counted every match.
   */
  totalIsLowerBound: z.boolean().optional(),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * When the first page was read (ISO). Ask `/api/properties/search/new-count?since=` with the
   * same filters to learn how many matching listings arrived since ("N new listings").
   */
  asOf: z.string(),
  /** The distance origin actually used, for the map. */
  origin: z.object({ lat: z.number(), lng: z.number(), label: z.string() }).nullable(),
});
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;

/** GET /api/properties/search/new-count: the same filters plus `since`. */
export const propertyNewCountQuerySchema = propertySearchQuerySchema.extend({
  /** An ISO date and time (the moment the results on screen were fetched). */
  since: z
    .string()
    .max(40)
    .refine((v) => {
      // From 2000 to a day ahead (a device whose clock runs fast), not year 275760.
      const at = Date.parse(v);
      return at >= Date.UTC(2000, 0, 1) && at <= Date.now() + 24 * 60 * 60 * 1000;
    }, 'Give a date and time'),
});
export const propertyNewCountSchema = z.object({ count: z.number() });
export type PropertyNewCount = z.infer<typeof propertyNewCountSchema>;

/** GET /api/properties/:id/similar — open listings of the same kind nearby, nearest first. */
export const similarPropertiesSchema = z.object({ properties: z.array(propertySearchHitSchema) });
export type SimilarProperties = z.infer<typeof similarPropertiesSchema>;

/**
 * GET /api/properties/search/pins — the same filters as the search, for the map: every match
 * with a map point (up to `PROPERTY_SEARCH_LIMITS.maxPins`), in the search's sort order.
 */
export const propertyPinsQuerySchema = propertySearchQuerySchema.omit({
  cursor: true,
  limit: true,
});
export type PropertyPinsQuery = z.output<typeof propertyPinsQuerySchema>;

/**
 * One pin, as a compact row: `[id, lat, lng, price, listingType]`. The point is the listing's
 * approximate public one (decision 024), never its exact pin; the price is the monthly rent or
 * the sale price, whole rupees (decision 033).
 */
export const propertyPinSchema = z.tuple([
  z.string(),
  z.number(),
  z.number(),
  z.number(),
  z.enum(LISTING_TYPES),
]);
export type PropertyPin = z.infer<typeof propertyPinSchema>;

export const propertyPinsSchema = z.object({
  pins: z.array(propertyPinSchema),
  /** Every listing matching the filters, with or without a map point; see `totalIsLowerBound`. */
  total: z.number(),
  /** True when counting stopped early (past 20,000): at least `total` match ("20,000+"). */
  totalIsLowerBound: z.boolean(),
  /** True when more listings with a map point match than `pins` holds (the cap). */
  capped: z.boolean(),
});
export type PropertyPins = z.infer<typeof propertyPinsSchema>;
