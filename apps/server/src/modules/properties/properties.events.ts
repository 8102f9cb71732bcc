import type { PropertyStatus } from '@nivaas/shared';

/** What seekers who follow a listing care about: their notifications are worded from it. */
export interface ListingFacts {
  title: string;
  listingType: string;
  status: PropertyStatus;
  rent: number | null;
  salePrice: number | null;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A new listing (the feed hears of it after commit, unless it starts hidden). */
    'property.created': {
      propertyId: string;
      ownerId: string;
      city: string;
      listingType: string;
      status: PropertyStatus;
    };
    /**
     * A listing's fields, status or photos changed. `before` and `after` are equal for a change
     * seekers do not follow (a photo, the description): nobody is notified, pages refetch.
     */
    'property.changed': {
      propertyId: string;
      ownerId: string;
      before: ListingFacts;
      after: ListingFacts;
    };
    /**
     * A listing is being erased but its row kept for the stays on it (decision 069), in the
     * transaction that strips it: each module drops its own rows about the listing, as the
     * cascade of a deleted listing would have.
     */
    'property.erasing': { propertyId: string; ownerId: string };
    /** A listing is gone, with its photos. */
    'property.deleted': { propertyId: string; ownerId: string };
  }
}

/** The facts of a listing as stored or as presented (sale price as a number either way). */
export const listingFacts = (p: {
  title: string;
  listingType: ListingFacts['listingType'];
  status: PropertyStatus;
  rent: number | null;
  salePrice: number | string | null;
}): ListingFacts => ({
  title: p.title,
  listingType: p.listingType,
  status: p.status,
  rent: p.rent === null ? null : Number(p.rent),
  salePrice: p.salePrice === null ? null : Number(p.salePrice),
});
