import {
  PROPERTY_STATUSES,
  statusFitsListing,
  type ListingType,
  type PropertyStatus,
} from '@nivaas/shared';

/** The statuses an owner may pick: rented only for rent listings, sold only for sales. */
export const statusesFor = (listingType: ListingType): PropertyStatus[] =>
  PROPERTY_STATUSES.filter((s) => statusFitsListing(s, listingType));

/** Open listings are the ones seekers can still take. */
export const isOpen = (status: PropertyStatus): boolean =>
  status === 'available' || status === 'vacant';

/** Badge colours, always beside the status text (never colour alone). */
export const STATUS_COLOR: Record<PropertyStatus, string> = {
  available: 'teal',
  vacant: 'blue',
  rented: 'grape',
  sold: 'grape',
  inactive: 'gray',
};
