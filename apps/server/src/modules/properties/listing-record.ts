import type { ListingType, Property, PropertyStatus } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';
import { isHidden } from './properties.policy';
import { findProperty, type PropertyRow } from './properties.repository';

/**
 * A listing as other modules read it: who owns it, what and where it is, its price and whether
 * it is hidden from others. The module's own rows stay inside it.
 */
export interface ListingRecord {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  type: Property['type'];
  listingType: ListingType;
  status: PropertyStatus;
  state: string;
  city: string;
  sublocality: string;
  latitude: number | null;
  longitude: number | null;
  /** Whole rupees a month; null for a sale. */
  rent: number | null;
  /** Whole rupees; null unless for sale. */
  salePrice: number | null;
  /** Whole rupees. */
  deposit: number;
  bedrooms: number;
  bathrooms: number;
  furnishing: Property['furnishing'];
  petFriendly: boolean;
  genderPreference: Property['genderPreference'];
  accommodationType: Property['accommodationType'];
  roomSharing: Property['pgDetails']['roomSharing'];
  messAvailable: boolean;
  ownerVerified: boolean;
  /** YYYY-MM-DD. */
  availableFrom: string | null;
  /** Inactive, hidden by an admin, its owner suspended or held for review (`isHidden`). */
  hidden: boolean;
}

export const toListingRecord = (p: PropertyRow): ListingRecord => ({
  id: p.id,
  ownerId: p.ownerId,
  title: p.title,
  description: p.description,
  type: p.type,
  listingType: p.listingType,
  status: p.status,
  state: p.state,
  city: p.city,
  sublocality: p.sublocality,
  latitude: p.latitude,
  longitude: p.longitude,
  rent: p.rent,
  salePrice: p.salePrice === null ? null : Number(p.salePrice),
  deposit: p.deposit,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  furnishing: p.furnishing,
  petFriendly: toBool(p.isPetFriendly),
  genderPreference: p.genderPreference,
  accommodationType: p.accommodationType,
  roomSharing: p.roomSharing,
  messAvailable: toBool(p.messAvailability),
  ownerVerified: p.ownerVerifiedAt !== null && p.ownerVerifiedAt !== undefined,
  availableFrom: p.availableFrom,
  hidden: isHidden(p),
});

/** The listing whatever its status (a kept, erased one too), or undefined. */
export async function readListing(db: Deps['db'], id: string): Promise<ListingRecord | undefined> {
  const row = await findProperty(db, id);
  return row ? toListingRecord(row) : undefined;
}
