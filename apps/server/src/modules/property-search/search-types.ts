import type {
  AccommodationType,
  Furnishing,
  GenderPreference,
  ListingType,
  PropertySort,
  PropertyType,
  RoomSharing,
} from '@nivaas/shared';

/** Where distances are measured from: a dataset locality or one of the caller's saved places. */
export interface SearchOrigin {
  lat: number;
  lng: number;
  label: string;
}

/** A search in the dataset's canonical names; every field present is a filter. */
export interface SearchCriteria {
  listingType?: ListingType;
  state?: string;
  city?: string;
  /** Exact localities (one per city that has a locality of the asked name). */
  places?: { city: string; sublocality: string }[];
  type?: PropertyType;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  furnishing?: Furnishing;
  petFriendly?: boolean;
  genderPreference?: GenderPreference;
  accommodationType?: AccommodationType;
  roomSharing?: RoomSharing;
  messAvailable?: boolean;
  /** Only listings with a verified owner. */
  verified?: boolean;
  availableBy?: string;
  text?: string;
  /**
   * SQLite: how many listings hold the text, as probed before the search (probeTextMatches).
   * It steers the plan, never the result: a few are looked up through the trigram index, many
   * are matched row by row while an index walks in the page's order.
   */
  textMatches?: 'few' | 'many';
  amenities: string[];
  origin: SearchOrigin | null;
  radiusKm: number;
}

/** The last row of a page: where the next page starts. */
export interface SearchKey {
  /** createdAt (newest), the price (price sorts) or the distance in km (distance). */
  value: string | number;
  id: string;
}

/** What a page request carries beyond the filters. */
export interface PageRequest {
  sort: PropertySort;
  /** Only listings created at or before this instant (ISO): later ones wait for a refresh. */
  asOf: string;
  after: SearchKey | null;
  limit: number;
}
