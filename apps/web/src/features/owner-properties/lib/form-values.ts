import {
  type AccommodationType,
  type FacingDirection,
  type Furnishing,
  type GenderPreference,
  type LandAreaUnit,
  type ListingType,
  type OwnershipType,
  type Property,
  type PropertyInput,
  type PropertyPatch,
  type PropertyType,
  type RoomSharing,
} from '@nivaas/shared';

/** What Mantine's NumberInput holds: a number, or '' while the box is empty. */
export type NumberValue = number | string;

/** The form's own shape: empty boxes are '', never null, so every input stays controlled. */
export interface PropertyFormValues {
  listingType: ListingType;
  type: PropertyType;
  title: string;
  description: string;
  state: string;
  city: string;
  sublocality: string;
  address: string;
  additionalInfo: string;
  pincode: string;
  googleMapsLink: string;
  rent: NumberValue;
  deposit: NumberValue;
  salePrice: NumberValue;
  landArea: NumberValue;
  landAreaUnit: LandAreaUnit;
  ownershipType: OwnershipType | '';
  propertySubtype: string;
  bedrooms: NumberValue;
  bathrooms: NumberValue;
  area: NumberValue;
  furnishing: Furnishing;
  facingDirection: FacingDirection | '';
  isPetFriendly: boolean;
  genderPreference: GenderPreference;
  accommodationType: AccommodationType;
  pgDetails: { messAvailability: boolean; roomSharing: RoomSharing };
  availableFrom: string;
  ownerProximity: string;
  amenities: string[];
  nearbyFacilities: string[];
  houseRules: string[];
}

/** A new listing's starting point: the spec's defaults (1 bedroom, 1 bathroom, unfurnished, rent). */
export function emptyFormValues(): PropertyFormValues {
  return {
    listingType: 'rent',
    type: 'apartment',
    title: '',
    description: '',
    state: '',
    city: '',
    sublocality: '',
    address: '',
    additionalInfo: '',
    pincode: '',
    googleMapsLink: '',
    rent: '',
    deposit: '',
    salePrice: '',
    landArea: '',
    landAreaUnit: 'sqft',
    ownershipType: '',
    propertySubtype: '',
    bedrooms: 1,
    bathrooms: 1,
    area: '',
    furnishing: 'unfurnished',
    facingDirection: '',
    isPetFriendly: false,
    genderPreference: 'any',
    accommodationType: 'any',
    pgDetails: { messAvailability: false, roomSharing: 'single' },
    availableFrom: '',
    ownerProximity: '',
    amenities: [],
    nearbyFacilities: [],
    houseRules: [],
  };
}

const orEmpty = (value: number | null): NumberValue => (value === null ? '' : value);

/** A stored listing as the edit form shows it. */
export function fromProperty(p: Property): PropertyFormValues {
  return {
    listingType: p.listingType,
    type: p.type,
    title: p.title,
    description: p.description,
    state: p.state,
    city: p.city,
    sublocality: p.sublocality,
    address: p.address,
    additionalInfo: p.additionalInfo,
    pincode: p.pincode,
    googleMapsLink: p.googleMapsLink,
    rent: orEmpty(p.rent),
    deposit: p.listingType === 'rent' && p.deposit > 0 ? p.deposit : '',
    salePrice: orEmpty(p.salePrice),
    landArea: orEmpty(p.landArea),
    landAreaUnit: p.landAreaUnit,
    ownershipType: p.ownershipType ?? '',
    propertySubtype: p.propertySubtype,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    area: orEmpty(p.area),
    furnishing: p.furnishing,
    facingDirection: p.facingDirection ?? '',
    isPetFriendly: p.isPetFriendly,
    genderPreference: p.genderPreference,
    accommodationType: p.accommodationType,
    pgDetails: { ...p.pgDetails },
    availableFrom: p.availableFrom ?? '',
    ownerProximity: p.ownerProximity,
    amenities: [...p.amenities],
    nearbyFacilities: [...p.nearbyFacilities],
    houseRules: [...p.houseRules],
  };
}

/** '' is "not given"; anything else is read as a number (NaN for junk, which the schema refuses). */
export function toNumber(value: NumberValue): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed.replace(/,/g, ''));
}

/**
 * The request body the API expects. Fields of the other listing type are cleared (a rent
 * listing has no sale price, a sale one no rent or deposit) and PG details only travel for PGs.
 */
export function toPropertyInput(v: PropertyFormValues): PropertyInput {
  const rent = v.listingType === 'rent';
  return {
    listingType: v.listingType,
    type: v.type,
    title: v.title,
    description: v.description,
    state: v.state,
    city: v.city,
    sublocality: v.sublocality,
    address: v.address,
    additionalInfo: v.additionalInfo,
    pincode: v.pincode,
    googleMapsLink: v.googleMapsLink,
    rent: rent ? toNumber(v.rent) : null,
    deposit: rent ? (toNumber(v.deposit) ?? 0) : 0,
    salePrice: rent ? null : toNumber(v.salePrice),
    landArea: rent ? null : toNumber(v.landArea),
    landAreaUnit: v.landAreaUnit,
    ownershipType: rent ? null : v.ownershipType || null,
    propertySubtype: rent ? '' : v.propertySubtype,
    bedrooms: toNumber(v.bedrooms) ?? 0,
    bathrooms: toNumber(v.bathrooms) ?? 0,
    area: toNumber(v.area),
    furnishing: v.furnishing,
    facingDirection: v.facingDirection || null,
    isPetFriendly: v.isPetFriendly,
    genderPreference: v.genderPreference,
    accommodationType: v.accommodationType,
    pgDetails:
      v.type === 'pg' ? { ...v.pgDetails } : { messAvailability: false, roomSharing: 'single' },
    availableFrom: v.availableFrom || null,
    ownerProximity: v.ownerProximity,
    amenities: v.amenities,
    nearbyFacilities: v.nearbyFacilities,
    houseRules: v.houseRules,
  };
}

/**
 * Only what the owner changed, so an edit never overwrites a field someone else changed in
 * the meantime (the server merges a PATCH into the stored listing).
 */
export function toPropertyPatch(
  initial: PropertyFormValues,
  current: PropertyFormValues,
): PropertyPatch {
  const before = toPropertyInput(initial) as Record<string, unknown>;
  const after = toPropertyInput(current) as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) patch[key] = value;
  }
  return patch as PropertyPatch;
}
