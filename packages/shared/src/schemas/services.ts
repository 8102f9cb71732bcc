import { z } from 'zod';
import { lineText, multilineText } from './text';
import { propertyImageSchema } from './property-images';
import { findCity, findLocality } from '../cities/lookup';

/**
 * Services that providers offer (spec sections 3 service, 5, 8 Services; issue 12).
 *
 * Routes (errors in ../errors/service.ts):
 * - GET    /api/services?… (serviceSearchSchema) → serviceListSchema; public; never a paused
 *          service nor one of a hidden provider
 * - GET    /api/services/:id → serviceSchema (a paused one only to its provider and admins)
 * - POST   /api/services (serviceInputSchema; role service-provider) → 201 serviceSchema
 * - PATCH  /api/services/:id (serviceUpdateSchema; its provider or an admin) → serviceSchema
 * - DELETE /api/services/:id → 204
 * - POST   /api/services/:id/images (multipart, field `images`) → serviceImageListSchema
 * - DELETE /api/services/:id/images/:imageId → serviceImageListSchema
 * - GET    /api/service-providers/:providerId → providerPageSchema
 * - GET    /api/service-providers/:providerId/reviews?cursor → providerReviewListSchema
 * - PATCH  /api/me (profile update) also takes providerProfileFieldsSchema for a provider
 */

/** Categories and their subcategories; labels live in the web's `services` locale namespace. */
export const SERVICE_CATEGORIES = {
  moving: ['home-shifting', 'packing', 'vehicle-transport', 'office-shifting'],
  cleaning: ['deep-cleaning', 'bathroom', 'kitchen', 'sofa-carpet', 'move-in-out'],
  maintenance: [
    'plumbing',
    'electrical',
    'carpentry',
    'painting',
    'appliance-repair',
    'pest-control',
  ],
} as const;
export type ServiceCategory = keyof typeof SERVICE_CATEGORIES;
export type ServiceSubcategory = (typeof SERVICE_CATEGORIES)[ServiceCategory][number];
export const SERVICE_CATEGORY_KEYS = Object.keys(SERVICE_CATEGORIES) as [
  ServiceCategory,
  ...ServiceCategory[],
];
export const isServiceCategory = (value: unknown): value is ServiceCategory =>
  typeof value === 'string' && Object.hasOwn(SERVICE_CATEGORIES, value);
export const isSubcategoryOf = (category: string, subcategory: string): boolean =>
  isServiceCategory(category) &&
  (SERVICE_CATEGORIES[category] as readonly string[]).includes(subcategory);

export const SERVICE_PRICE_TYPES = ['fixed', 'per-hour', 'per-visit', 'on-inspection'] as const;
export type ServicePriceType = (typeof SERVICE_PRICE_TYPES)[number];
export const SERVICE_STATUSES = ['active', 'paused'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
/** Monday first, as an Indian week calendar reads. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Availability times are wall-clock times in this zone, whatever the server's zone. */
export const SERVICE_TIME_ZONE = 'Asia/Kolkata';
export const SERVICE_SORTS = ['rating', 'price-asc', 'price-desc', 'newest'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

export const SERVICE_LIMITS = {
  titleMax: 100,
  descriptionMax: 2000,
  priceMax: 10_000_000,
  locationsMax: 20,
  subLocalitiesMax: 50,
  imagesMax: 10,
  pageDefault: 20,
  pageMax: 50,
  reviewsPage: 10,
  languagesMax: 10,
  areasMax: 30,
  experienceMax: 70,
} as const;

/** Spec sections 5 and 8 (Services), verbatim; the rest are ours. */
export const SERVICE_MESSAGES = {
  titleRequired: 'Service title is required',
  categoryRequired: 'Service category is required',
  priceInvalid: 'Service price must be a valid number',
  daysRequired: 'Service availability days are required and must be an array',
  locationsRequired: 'Service locations are required',
  locationCityRequired: 'At least one service location with a city is required',
  loadFailed: 'Failed to load services:',
  processingError: 'Error processing service data',
  addFailed: 'Failed to add service:',
  updateFailed: 'Failed to update service',
  deleteFailed: 'Failed to delete service',
  getFailed: 'Failed to get service',
  notFound: 'Service not found',
  // Ours (not in the spec).
  subcategoryInvalid: 'Choose a subcategory of this category',
  priceTypeInvalid: 'Choose how the price is charged',
  visitingChargeInvalid: 'Visiting charge must be between ₹0 and ₹5,000',
  timeInvalid: 'Enter a time as HH:MM',
  timeOrder: 'The start time must be before the end time',
  cityUnknown: 'Choose a city from the list',
  localityUnknown: 'Choose localities of this city from the list',
  tooLong: 'This text is too long',
  providerOnly: 'Only service providers can add services',
  notProvider: 'You can only change your own services',
  providerNotFound: 'Service provider not found',
  imagesTooMany: `A service can have at most ${SERVICE_LIMITS.imagesMax} photos`,
  imageNotFound: 'Photo not found.',
  areaUnknown: 'Choose cities and localities from the list',
} as const;
const M = SERVICE_MESSAGES;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: M.timeInvalid }).regex(HHMM, M.timeInvalid);

const availabilityObject = z
  .object(
    {
      days: z
        .array(z.enum(WEEKDAYS, { error: M.daysRequired }), { error: M.daysRequired })
        .min(1, M.daysRequired)
        .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
      startTime: time,
      endTime: time,
    },
    { error: M.daysRequired },
  )
  .refine((a) => a.startTime < a.endTime, { message: M.timeOrder, path: ['endTime'] });
/** A missing availability is reported on `availability.days`, where the spec's message belongs. */
export const serviceAvailabilitySchema = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  availabilityObject,
);
export type ServiceAvailability = z.infer<typeof serviceAvailabilitySchema>;

/**
 * One city (its dataset slug) and localities of it (their slugs). A name or alias is accepted
 * and stored as the slug, so search matches one spelling.
 */
const serviceLocationSchema = z.object({
  city: z.string({ error: M.locationCityRequired }).max(100).trim(),
  subLocalities: z.array(z.string().max(100)).max(SERVICE_LIMITS.subLocalitiesMax).default([]),
});

export const serviceLocationsSchema = z
  .array(serviceLocationSchema, { error: M.locationsRequired })
  .min(1, M.locationsRequired)
  .max(SERVICE_LIMITS.locationsMax)
  .transform((locations, ctx) => {
    const withCity = locations.filter((l) => l.city !== '');
    if (withCity.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.locationCityRequired });
      return z.NEVER;
    }
    const out: { city: string; subLocalities: string[] }[] = [];
    for (const [i, l] of locations.entries()) {
      if (l.city === '') continue;
      const city = findCity(l.city);
      if (!city) {
        ctx.addIssue({ code: 'custom', message: M.cityUnknown, path: [i, 'city'] });
        continue;
      }
      const subLocalities: string[] = [];
      for (const name of l.subLocalities) {
        const locality = findLocality(city, name);
        if (!locality) {
          ctx.addIssue({ code: 'custom', message: M.localityUnknown, path: [i, 'subLocalities'] });
          break;
        }
        if (!subLocalities.includes(locality.slug)) subLocalities.push(locality.slug);
      }
      const same = out.find((o) => o.city === city.slug);
      if (same)
        same.subLocalities.push(...subLocalities.filter((s) => !same.subLocalities.includes(s)));
      else out.push({ city: city.slug, subLocalities });
    }
    return out;
  });
export type ServiceLocation = { city: string; subLocalities: string[] };

/** A visiting charge: whole paise, ₹0 to ₹5,000. */
const VISITING_CHARGE = z
  .number({ error: M.visitingChargeInvalid })
  .int(M.visitingChargeInvalid)
  .min(0, M.visitingChargeInvalid)
  .max(5_000_00, M.visitingChargeInvalid);

const serviceFields = {
  category: z.enum(SERVICE_CATEGORY_KEYS, { error: M.categoryRequired }),
  subcategory: z.string({ error: M.subcategoryInvalid }).max(50),
  title: lineText({ error: M.titleRequired })
    .min(1, M.titleRequired)
    .max(SERVICE_LIMITS.titleMax, M.tooLong),
  description: multilineText().max(SERVICE_LIMITS.descriptionMax, M.tooLong).default(''),
  price: z
    .number({ error: M.priceInvalid })
    .finite(M.priceInvalid)
    .positive(M.priceInvalid)
    .max(SERVICE_LIMITS.priceMax, M.priceInvalid),
  priceType: z.enum(SERVICE_PRICE_TYPES, { error: M.priceTypeInvalid }).default('fixed'),
  /** Paise added to every visit (decision 062); 0 for none. */
  visitingChargePaise: VISITING_CHARGE.default(0),
  availability: serviceAvailabilitySchema,
  serviceLocations: serviceLocationsSchema,
};

/** POST body. The subcategory must belong to the category. */
export const serviceInputSchema = z
  .object(serviceFields)
  .refine((s) => isSubcategoryOf(s.category, s.subcategory), {
    message: M.subcategoryInvalid,
    path: ['subcategory'],
  });
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceData = z.output<typeof serviceInputSchema>;

/**
 * PATCH body: any of the fields, same rules; `status` pauses or resumes. A category change
 * needs its subcategory; a lone subcategory is checked against the stored category.
 */
export const serviceUpdateSchema = z
  .object({
    ...serviceFields,
    description: multilineText().max(SERVICE_LIMITS.descriptionMax, M.tooLong),
    priceType: z.enum(SERVICE_PRICE_TYPES, { error: M.priceTypeInvalid }),
    visitingChargePaise: VISITING_CHARGE,
    status: z.enum(SERVICE_STATUSES),
  })
  .partial()
  .refine(
    (s) =>
      s.category === undefined ||
      (s.subcategory !== undefined && isSubcategoryOf(s.category, s.subcategory)),
    { message: M.subcategoryInvalid, path: ['subcategory'] },
  );
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

/** A service's photo: the listing photo shape (thumbnail, card and full WebP variants). */
export const serviceImageSchema = propertyImageSchema;
export type ServiceImage = z.infer<typeof serviceImageSchema>;
export const serviceImageListSchema = z.object({ images: z.array(serviceImageSchema) });
export type ServiceImageList = z.infer<typeof serviceImageListSchema>;

export const serviceProviderSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ServiceProviderSummary = z.infer<typeof serviceProviderSummarySchema>;

export const serviceCardSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  provider: serviceProviderSummarySchema,
  category: z.enum(SERVICE_CATEGORY_KEYS),
  subcategory: z.string(),
  title: z.string(),
  description: z.string(),
  /** Rupees. */
  price: z.number(),
  priceType: z.enum(SERVICE_PRICE_TYPES),
  /** Paise added to every visit; 0 for none. */
  visitingChargePaise: z.number().int(),
  /** Mean review rating, one decimal; 0 before the first review. */
  rating: z.number(),
  reviewCount: z.number(),
  /** City slugs, in the provider's order. */
  cities: z.array(z.string()),
  /** The first photo's card variant. */
  imageUrl: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  createdAt: z.string(),
  /** The provider proved their mobile number ("Phone verified"); on search and provider pages. */
  providerPhoneVerified: z.literal(true).optional(),
  /** An admin approved the provider's ID or trade document ("Verified provider", decision 058). */
  providerVerified: z.literal(true).optional(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const serviceSchema = serviceCardSchema.extend({
  availability: z.object({
    days: z.array(z.enum(WEEKDAYS)),
    startTime: z.string(),
    endTime: z.string(),
  }),
  serviceLocations: z.array(z.object({ city: z.string(), subLocalities: z.array(z.string()) })),
  images: z.array(serviceImageSchema),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const money = z.coerce.number().min(0).max(SERVICE_LIMITS.priceMax).optional();

/**
 * Query of GET /api/services; every filter runs in SQL. `city` and `locality` are dataset
 * slugs. `availableOn` keeps services whose days include that weekday and whose provider still
 * has a free one-hour slot that day.
 */
export const serviceSearchSchema = z.object({
  category: z.enum(SERVICE_CATEGORY_KEYS).optional(),
  subcategory: z.string().max(50).optional(),
  city: z.string().max(100).optional(),
  locality: z.string().max(100).optional(),
  minPrice: money,
  maxPrice: money,
  minRating: z.coerce.number().min(0).max(5).optional(),
  availableOn: z.string().regex(DATE).optional(),
  providerId: z.string().max(64).optional(),
  /**
   * The city the person last chose (a dataset slug or name): without a `city` filter, the best
   * rated order lists its services first. A signed-in person's profile city comes before it.
   */
  near: z.string().max(100).optional(),
  sort: z.enum(SERVICE_SORTS).default('rating'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SERVICE_LIMITS.pageMax)
    .default(SERVICE_LIMITS.pageDefault),
});
export type ServiceSearch = z.infer<typeof serviceSearchSchema>;
export type ServiceSearchInput = z.input<typeof serviceSearchSchema>;

export const serviceListSchema = z.object({
  items: z.array(serviceCardSchema),
  nextCursor: z.string().nullable(),
});
export type ServiceList = z.infer<typeof serviceListSchema>;

/**
 * A provider's own profile fields (PATCH /api/me, a service-provider only). serviceAreas are
 * `city` or `city/locality` slugs of the dataset ("hyderabad", "hyderabad/gachibowli").
 */
export const providerProfileFieldsSchema = z
  .object({
    serviceCategory: z.union([z.enum(SERVICE_CATEGORY_KEYS), z.literal('')]),
    serviceAreas: z
      .array(z.string().max(200), { error: M.areaUnknown })
      .max(SERVICE_LIMITS.areasMax)
      .transform((areas, ctx) => {
        const out: string[] = [];
        for (const area of areas) {
          const slug = serviceAreaSlug(area);
          if (!slug) {
            ctx.addIssue({ code: 'custom', message: M.areaUnknown });
            return z.NEVER;
          }
          if (!out.includes(slug)) out.push(slug);
        }
        return out;
      }),
    experienceYears: z.number().int().min(0).max(SERVICE_LIMITS.experienceMax).nullable(),
    languages: z
      .array(lineText().min(1).max(40))
      .max(SERVICE_LIMITS.languagesMax)
      .transform((l) => [...new Set(l)]),
  })
  .partial();
export type ProviderProfileFields = z.output<typeof providerProfileFieldsSchema>;

/** "hyderabad" or "hyderabad/gachibowli" for a known city (and locality), else null. */
export function serviceAreaSlug(area: string): string | null {
  const [cityName, localityName, ...rest] = area.split('/').map((s) => s.trim());
  if (!cityName || rest.length > 0) return null;
  const city = findCity(cityName);
  if (!city) return null;
  if (localityName === undefined) return city.slug;
  const locality = findLocality(city, localityName);
  return locality ? `${city.slug}/${locality.slug}` : null;
}

export const providerProfileSchema = serviceProviderSummarySchema.extend({
  bio: z.string(),
  experienceYears: z.number().nullable(),
  languages: z.array(z.string()),
  serviceCategory: z.string(),
  serviceAreas: z.array(z.string()),
  /** Over all the provider's reviews; 0 before the first. */
  rating: z.number(),
  reviewCount: z.number(),
  memberSince: z.string(),
  /** The provider's mobile number was proven by a code by SMS. */
  phoneVerified: z.boolean(),
  /** An admin approved the provider's ID or trade document (decision 058). */
  verified: z.boolean().optional(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/** GET /api/service-providers/:providerId: the provider and their listed services (up to 50). */
export const providerPageSchema = z.object({
  provider: providerProfileSchema,
  services: z.array(serviceCardSchema),
});
export type ProviderPage = z.infer<typeof providerPageSchema>;

export const providerReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  /** Last name as its initial only ("Priya S."). */
  author: z.object({ firstName: z.string(), lastName: z.string() }),
  serviceTitle: z.string(),
  createdAt: z.string(),
});
export type ProviderReview = z.infer<typeof providerReviewSchema>;

export const providerReviewListSchema = z.object({
  items: z.array(providerReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ProviderReviewList = z.infer<typeof providerReviewListSchema>;

export const providerReviewQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SERVICE_LIMITS.pageMax)
    .default(SERVICE_LIMITS.reviewsPage),
});
