import { z } from 'zod';
import { findCity, findLocality, getStates } from '../cities/index';
import { REPORT_SIGNALS } from './report-signals';
import {
  ACCOMMODATION_TYPES,
  FACING_DIRECTIONS,
  FURNISHINGS,
  GENDER_PREFERENCES,
  LAND_AREA_UNITS,
  LISTING_TYPES,
  OWNERSHIP_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  ROOM_SHARINGS,
  statusFitsListing,
} from './property-enums';
import {
  DEFAULT_PROPERTY_TITLE,
  PROPERTY_LIMITS as L,
  PROPERTY_VALIDATION as V,
  cleanList,
  isGoogleMapsLink,
  isInIndia,
  isAvailableFromInRange,
  isIsoDate,
} from './property-rules';
import { propertyImageSchema } from './property-images';
import { lineText, multilineText } from './text';

export * from './property-enums';
export * from './property-rules';
export * from './property-images';

/** The shared text rule (../text.ts): no control characters or bidirectional overrides. */
const text = (max: number, tooLong: string) => lineText({ error: V.required }).max(max, tooLong);
const longText = (max: number, tooLong: string) =>
  multilineText({ error: V.required }).max(max, tooLong);
const requiredText = (max: number, tooLong: string) => text(max, tooLong).min(1, V.required);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: V.choose });
const rupees = (max: number, tooHigh: string) =>
  z.number({ error: V.rupees }).int(V.rupees).min(0, V.rupees).max(max, tooHigh);
const flag = z.boolean({ error: V.yesOrNo });
const list = (maxItems: number, tooMany: string) =>
  z
    .array(lineText({ error: V.listItemTooLong }).max(L.listItemMax, V.listItemTooLong), {
      error: V.choose,
    })
    .max(maxItems, tooMany)
    .transform(cleanList);
const rooms = z.number({ error: V.rooms }).int(V.rooms).min(0, V.rooms).max(L.roomsMax, V.rooms);

export const geoPointSchema = z
  .object(
    { lat: z.number({ error: V.location }), lng: z.number({ error: V.location }) },
    { error: V.location },
  )
  .refine(isInIndia, V.location);

const pgFields = {
  messAvailability: flag,
  roomSharing: choice(ROOM_SHARINGS),
};

/** Every field an owner writes, without defaults: the create schema adds them, PATCH must not. */
const fields = {
  title: text(L.titleMax, V.titleTooLong).transform((v) => v || DEFAULT_PROPERTY_TITLE),
  type: choice(PROPERTY_TYPES),
  listingType: choice(LISTING_TYPES),
  status: choice(PROPERTY_STATUSES),
  address: longText(L.addressMax, V.addressTooLong).min(1, V.required),
  additionalInfo: text(L.additionalInfoMax, V.additionalInfoTooLong),
  state: requiredText(60, V.state),
  city: requiredText(60, V.city),
  sublocality: requiredText(80, V.sublocality),
  pincode: z
    .string({ error: V.pincode })
    .trim()
    .regex(/^[1-9]\d{5}$/, V.pincode),
  location: geoPointSchema.nullable(),
  googleMapsLink: z
    .string({ error: V.googleMapsLink })
    .trim()
    .max(L.linkMax, V.googleMapsLink)
    .refine((v) => v === '' || isGoogleMapsLink(v), V.googleMapsLink),
  rent: rupees(L.rentMax, V.rentTooHigh).nullable(),
  deposit: rupees(L.depositMax, V.depositTooHigh),
  salePrice: rupees(L.salePriceMax, V.salePriceTooHigh).nullable(),
  propertySubtype: text(L.subtypeMax, V.subtypeTooLong),
  landArea: z
    .number({ error: V.landArea })
    .positive(V.landArea)
    .max(L.landAreaMax, V.landArea)
    .nullable(),
  landAreaUnit: choice(LAND_AREA_UNITS),
  ownershipType: choice(OWNERSHIP_TYPES).nullable(),
  bedrooms: rooms,
  bathrooms: rooms,
  area: z.number({ error: V.area }).positive(V.area).max(L.areaMax, V.area).nullable(),
  furnishing: choice(FURNISHINGS),
  facingDirection: choice(FACING_DIRECTIONS).nullable(),
  isPetFriendly: flag,
  genderPreference: choice(GENDER_PREFERENCES),
  accommodationType: choice(ACCOMMODATION_TYPES),
  ownerProximity: text(L.shortTextMax, V.shortTextTooLong),
  description: longText(L.descriptionMax, V.descriptionTooLong),
  availableFrom: z
    .string({ error: V.availableFrom })
    .refine(isIsoDate, V.availableFrom)
    .refine(isAvailableFromInRange, V.availableFromRange)
    .nullable(),
  amenities: list(L.amenitiesMax, V.amenitiesTooMany),
  nearbyFacilities: list(L.nearbyFacilitiesMax, V.nearbyFacilitiesTooMany),
  houseRules: list(L.houseRulesMax, V.houseRulesTooMany),
};

/** A complete listing as an owner submits it; everything not required has the spec's default. */
const propertyObject = z.object({
  ...fields,
  title: fields.title.default(DEFAULT_PROPERTY_TITLE),
  type: fields.type.default('apartment'),
  listingType: fields.listingType.default('rent'),
  status: fields.status.default('available'),
  additionalInfo: fields.additionalInfo.default(''),
  location: fields.location.default(null),
  googleMapsLink: fields.googleMapsLink.default(''),
  rent: fields.rent.default(null),
  deposit: fields.deposit.default(0),
  salePrice: fields.salePrice.default(null),
  propertySubtype: fields.propertySubtype.default(''),
  landArea: fields.landArea.default(null),
  landAreaUnit: fields.landAreaUnit.default('sqft'),
  ownershipType: fields.ownershipType.default(null),
  bedrooms: fields.bedrooms.default(1),
  bathrooms: fields.bathrooms.default(1),
  area: fields.area.default(null),
  furnishing: fields.furnishing.default('unfurnished'),
  facingDirection: fields.facingDirection.default(null),
  isPetFriendly: fields.isPetFriendly.default(false),
  genderPreference: fields.genderPreference.default('any'),
  accommodationType: fields.accommodationType.default('any'),
  pgDetails: z
    .object(
      {
        messAvailability: pgFields.messAvailability.default(false),
        roomSharing: pgFields.roomSharing.default('single'),
      },
      { error: V.choose },
    )
    .default({ messAvailability: false, roomSharing: 'single' }),
  ownerProximity: fields.ownerProximity.default(''),
  description: fields.description.default(''),
  availableFrom: fields.availableFrom.default(null),
  amenities: fields.amenities.default([]),
  nearbyFacilities: fields.nearbyFacilities.default([]),
  houseRules: fields.houseRules.default([]),
});

/**
 * The rules between fields, then the place names as the city dataset spells them and the map
 * point of the locality when the owner gave none.
 */
export const propertyInputSchema = propertyObject.transform((p, ctx) => {
  const fail = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message, input: p });
  };
  if (p.listingType === 'rent' && !(p.rent !== null && p.rent > 0)) fail('rent', V.rentRequired);
  if (p.listingType === 'sale' && !(p.salePrice !== null && p.salePrice > 0))
    fail('salePrice', V.salePriceRequired);
  if (!statusFitsListing(p.status, p.listingType)) fail('status', V.statusForListing);
  const state = getStates().find((s) => s.toLowerCase() === p.state.toLowerCase());
  const city = findCity(p.city);
  const locality = city ? findLocality(city, p.sublocality) : undefined;
  if (!state) fail('state', V.state);
  else if (!city || city.state !== state) fail('city', V.city);
  else if (!locality) fail('sublocality', V.sublocality);
  if (!state || !city || !locality || ctx.issues.length > 0) return z.NEVER;
  return {
    ...p,
    state,
    city: city.name,
    sublocality: locality.name,
    location: p.location ?? { lat: locality.lat, lng: locality.lng },
  };
});
/** What the owner's form holds (defaults may be left out). */
export type PropertyInput = z.input<typeof propertyInputSchema>;
/** A valid listing, defaults applied and places canonical: what the server stores. */
export type PropertyData = z.output<typeof propertyInputSchema>;

/**
 * PATCH body: any subset of the fields, no defaults. The server merges it with the stored
 * listing and checks the result with `propertyInputSchema`, so the same rules hold.
 */
export const propertyPatchSchema = z
  .object({ ...fields, pgDetails: z.object(pgFields, { error: V.choose }).partial() })
  .partial();
export type PropertyPatch = z.infer<typeof propertyPatchSchema>;

export const propertyStatusSchema = z.object({ status: choice(PROPERTY_STATUSES) });
export type PropertyStatusInput = z.infer<typeof propertyStatusSchema>;

/** A listing as the API answers it (spec section 3). */
export const propertySchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  title: z.string(),
  type: z.enum(PROPERTY_TYPES),
  listingType: z.enum(LISTING_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  address: z.string(),
  additionalInfo: z.string(),
  state: z.string(),
  city: z.string(),
  sublocality: z.string(),
  pincode: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  googleMapsLink: z.string(),
  /**
   * False when the reader is not shown the exact address: `address` and `googleMapsLink` are then
   * empty and `location` is a point near the home, not on it.
   */
  exactAddress: z.boolean(),
  rent: z.number().nullable(),
  deposit: z.number(),
  /** The spec names rent and deposit twice (monthlyRent, securityDeposit): one stored value each. */
  monthlyRent: z.number().nullable(),
  securityDeposit: z.number(),
  salePrice: z.number().nullable(),
  propertySubtype: z.string(),
  landArea: z.number().nullable(),
  landAreaUnit: z.enum(LAND_AREA_UNITS),
  ownershipType: z.enum(OWNERSHIP_TYPES).nullable(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  area: z.number().nullable(),
  furnishing: z.enum(FURNISHINGS),
  facingDirection: z.enum(FACING_DIRECTIONS).nullable(),
  /** An admin approved its owner's proof of ownership (decision 058). */
  ownerVerified: z.boolean().optional(),
  /** In search results only: the owner proved their mobile number ("Phone verified"). */
  ownerPhoneVerified: z.literal(true).optional(),
  isPetFriendly: z.boolean(),
  genderPreference: z.enum(GENDER_PREFERENCES),
  accommodationType: z.enum(ACCOMMODATION_TYPES),
  pgDetails: z.object({ messAvailability: z.boolean(), roomSharing: z.enum(ROOM_SHARINGS) }),
  ownerProximity: z.string(),
  description: z.string(),
  availableFrom: z.string().nullable(),
  amenities: z.array(z.string()),
  nearbyFacilities: z.array(z.string()),
  houseRules: z.array(z.string()),
  /** In the owner's order: the first is the cover. */
  images: z.array(propertyImageSchema),
  interestedCount: z.number(),
  /** Times the listing page was opened by someone other than its owner. */
  viewCount: z.number(),
  /**
   * Held for review (a likely-scam automatic flag waits for an admin): off every public page.
   * Only its owner and admins see such a listing; `reasons` are the flags' signals, read for them.
   */
  review: z
    .object({ reasons: z.array(z.enum(REPORT_SIGNALS)) })
    .nullable()
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

export const propertyListSchema = z.object({ properties: z.array(propertySchema) });
export type PropertyList = z.infer<typeof propertyListSchema>;
