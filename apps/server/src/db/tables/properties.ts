import type { ListingType, Property, PropertyStatus } from '@nivaas/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Bool, DefaultBool } from './columns';

export interface PropertiesTable {
  id: string;
  ownerId: string;
  title: string;
  type: Property['type'];
  listingType: ListingType;
  status: PropertyStatus;
  address: string;
  additionalInfo: string;
  state: string;
  city: string;
  sublocality: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  googleMapsLink: string;
  /** Whole rupees. */
  rent: number | null;
  deposit: number;
  /** bigint: PostgreSQL hands it back as text. */
  salePrice: ColumnType<number | string | null, number | null, number | null>;
  propertySubtype: string;
  landArea: number | null;
  landAreaUnit: Property['landAreaUnit'];
  ownershipType: NonNullable<Property['ownershipType']> | null;
  bedrooms: number;
  bathrooms: number;
  area: number | null;
  furnishing: Property['furnishing'];
  facingDirection: NonNullable<Property['facingDirection']> | null;
  isPetFriendly: Bool;
  genderPreference: Property['genderPreference'];
  accommodationType: Property['accommodationType'];
  messAvailability: Bool;
  roomSharing: Property['pgDetails']['roomSharing'];
  ownerProximity: string;
  description: string;
  /** YYYY-MM-DD. */
  availableFrom: string | null;
  interestedCount: Generated<number>;
  viewCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
  /** Hidden by an admin (issue 13): from everyone but its owner and admins, until unhidden. */
  hiddenByAdminAt: string | null;
  hiddenReason: string | null;
  hiddenBy: string | null;
  /** Hidden from others while its owner's account is suspended. */
  ownerSuspended: DefaultBool;
  /** An open high-severity automatic flag holds it off public pages until an admin handles it. */
  heldForReview: DefaultBool;
  /** When an admin approved its owner's proof of ownership (decision 058); null until then. */
  ownerVerifiedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Kept, stripped and closed, for the stays on it after its owner deleted their account
   * (decision 069): never shown or changed again. Null for every listing in use.
   */
  erasedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per entry of a property's list (amenities, nearby facilities, house rules), in order. */
export interface PropertyListTable {
  propertyId: string;
  value: string;
  position: number;
}

/** One photo of a listing: storage keys of its WebP variants; position 0 is the cover. */
export interface PropertyImagesTable {
  id: string;
  propertyId: string;
  position: number;
  thumbnailKey: string;
  cardKey: string;
  fullKey: string;
  /** Of the full variant. */
  width: number;
  height: number;
  createdAt: string;
  /** Perceptual hash of the photo (hex), for near-duplicates across owners' listings. */
  perceptualHash: string | null;
}

export interface PropertyViewsTable {
  propertyId: string;
  userId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
}

/** The properties module: listings, their lists, photos and daily views. */
/** A person the owner has written to, who may therefore read the owner's exact addresses. */
export interface AddressSharesTable {
  ownerId: string;
  userId: string;
  createdAt: string;
}

export interface PropertiesTables {
  properties: PropertiesTable;
  property_amenities: PropertyListTable;
  property_nearby_facilities: PropertyListTable;
  property_house_rules: PropertyListTable;
  property_images: PropertyImagesTable;
  property_views: PropertyViewsTable;
  address_shares: AddressSharesTable;
}
