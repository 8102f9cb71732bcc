/**
 * The closed lists of a property (spec section 3). Stored values are stable; the web app shows
 * them through translation keys, never as raw values.
 */
export const PROPERTY_TYPES = [
  'apartment',
  'house',
  'villa',
  'pg',
  'room',
  'studio',
  'plot',
  'commercial',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The types people live in: a home's similar listings are any of these, never a plot or shop. */
export const RESIDENTIAL_TYPES: readonly PropertyType[] = [
  'apartment',
  'house',
  'villa',
  'pg',
  'room',
  'studio',
];

export const FURNISHINGS = ['unfurnished', 'semi-furnished', 'furnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

/** available and vacant are both "open"; setting vacant is what tells interested seekers later. */
export const PROPERTY_STATUSES = ['available', 'vacant', 'rented', 'sold', 'inactive'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const GENDER_PREFERENCES = ['any', 'male', 'female'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

export const ACCOMMODATION_TYPES = [
  'any',
  'family',
  'bachelors',
  'students',
  'working-professionals',
] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const LISTING_TYPES = ['rent', 'sale'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const ROOM_SHARINGS = ['single', 'double', 'triple', 'dormitory'] as const;
export type RoomSharing = (typeof ROOM_SHARINGS)[number];

export const FACING_DIRECTIONS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;
export type FacingDirection = (typeof FACING_DIRECTIONS)[number];

/** Units Indian land records and buyers use; cent is common in the south, guntha in the west. */
export const LAND_AREA_UNITS = [
  'sqft',
  'sqyd',
  'sqm',
  'acre',
  'hectare',
  'cent',
  'guntha',
  'bigha',
] as const;
export type LandAreaUnit = (typeof LAND_AREA_UNITS)[number];

export const OWNERSHIP_TYPES = [
  'freehold',
  'leasehold',
  'co-operative',
  'power-of-attorney',
] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

/** The status that closes a listing of each type: a rent listing is rented, a sale one sold. */
export const CLOSED_STATUS_BY_LISTING: Record<ListingType, PropertyStatus> = {
  rent: 'rented',
  sale: 'sold',
};

/** Whether `status` makes sense for a listing of `listingType` (no "sold" rental, no "rented" sale). */
export const statusFitsListing = (status: PropertyStatus, listingType: ListingType): boolean =>
  status !== CLOSED_STATUS_BY_LISTING[listingType === 'rent' ? 'sale' : 'rent'];
