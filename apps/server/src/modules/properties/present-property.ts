import type { Property, PropertyData, PropertyImage } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { PropertyColumns, PropertyLists, PropertyRow } from './properties.repository';

const numberOrNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/**
 * A stored listing as the API answers it. Stored values were checked against the shared enums on
 * the way in, so they are read back as those types. `images` are the listing's photos in order.
 */
export function toProperty(
  row: PropertyRow,
  lists: PropertyLists,
  images: PropertyImage[] = [],
): Property {
  const rent = row.rent === null ? null : Number(row.rent);
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    type: row.type,
    listingType: row.listingType,
    status: row.status,
    address: row.address,
    additionalInfo: row.additionalInfo,
    state: row.state,
    city: row.city,
    sublocality: row.sublocality,
    pincode: row.pincode,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : { lat: Number(row.latitude), lng: Number(row.longitude) },
    googleMapsLink: row.googleMapsLink,
    exactAddress: true,
    rent,
    deposit: Number(row.deposit),
    monthlyRent: rent,
    securityDeposit: Number(row.deposit),
    salePrice: numberOrNull(row.salePrice),
    propertySubtype: row.propertySubtype,
    landArea: numberOrNull(row.landArea),
    landAreaUnit: row.landAreaUnit,
    ownershipType: row.ownershipType,
    bedrooms: Number(row.bedrooms),
    bathrooms: Number(row.bathrooms),
    area: numberOrNull(row.area),
    furnishing: row.furnishing,
    facingDirection: row.facingDirection,
    ...(row.ownerVerifiedAt ? { ownerVerified: true } : {}),
    isPetFriendly: toBool(row.isPetFriendly),
    genderPreference: row.genderPreference,
    accommodationType: row.accommodationType,
    pgDetails: {
      messAvailability: toBool(row.messAvailability),
      roomSharing: row.roomSharing,
    },
    ownerProximity: row.ownerProximity,
    description: row.description,
    availableFrom: row.availableFrom,
    amenities: lists.amenities,
    nearbyFacilities: lists.nearbyFacilities,
    houseRules: lists.houseRules,
    images,
    interestedCount: Number(row.interestedCount),
    viewCount: Number(row.viewCount),
    review: toBool(row.heldForReview) ? { reasons: [] } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Set by admins (issue 13) or by the owner's account deletion (decision 069), never from what an
 * owner sends.
 */
type ModerationColumn =
  | 'hiddenByAdminAt'
  | 'hiddenReason'
  | 'hiddenBy'
  | 'ownerSuspended'
  | 'heldForReview'
  | 'ownerVerifiedAt'
  | 'erasedAt';

/** A valid listing as table columns (everything but identity, timestamps and counters). */
export function toColumns(
  data: PropertyData,
): Required<
  Omit<
    PropertyColumns,
    | 'id'
    | 'ownerId'
    | 'createdAt'
    | 'updatedAt'
    | 'interestedCount'
    | 'viewCount'
    | ModerationColumn
  >
> {
  return {
    title: data.title,
    type: data.type,
    listingType: data.listingType,
    status: data.status,
    address: data.address,
    additionalInfo: data.additionalInfo,
    state: data.state,
    city: data.city,
    sublocality: data.sublocality,
    pincode: data.pincode,
    latitude: data.location.lat,
    longitude: data.location.lng,
    googleMapsLink: data.googleMapsLink,
    rent: data.rent,
    deposit: data.deposit,
    salePrice: data.salePrice,
    propertySubtype: data.propertySubtype,
    landArea: data.landArea,
    landAreaUnit: data.landAreaUnit,
    ownershipType: data.ownershipType,
    bedrooms: data.bedrooms,
    bathrooms: data.bathrooms,
    area: data.area,
    furnishing: data.furnishing,
    facingDirection: data.facingDirection,
    isPetFriendly: data.isPetFriendly ? 1 : 0,
    genderPreference: data.genderPreference,
    accommodationType: data.accommodationType,
    messAvailability: data.pgDetails.messAvailability ? 1 : 0,
    roomSharing: data.pgDetails.roomSharing,
    ownerProximity: data.ownerProximity,
    description: data.description,
    availableFrom: data.availableFrom,
  };
}

/** The table columns each input field is stored in. */
export const COLUMNS_OF_FIELD: Partial<
  Record<keyof PropertyData, readonly (keyof ReturnType<typeof toColumns>)[]>
> = {
  location: ['latitude', 'longitude'],
  pgDetails: ['messAvailability', 'roomSharing'],
};

export const listsOf = (data: PropertyData): PropertyLists => ({
  amenities: data.amenities,
  nearbyFacilities: data.nearbyFacilities,
  houseRules: data.houseRules,
});
