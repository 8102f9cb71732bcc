import {
  DEFAULT_SEARCH_RADIUS_KM,
  findCity,
  findLocality,
  haversineKm,
  slugify,
  type GeoPoint,
  type SavedSearchFilters,
} from '@nivaas/shared';

/** A budget without a ceiling: every price is under it (a bigint column holds it on both engines). */
export const NO_CEILING = Number.MAX_SAFE_INTEGER;

/** The indexed columns of a saved search ('', 0 or NO_CEILING is "any"), and what is left to judge. */
export interface IndexedCriteria {
  city: string;
  locality: string;
  listingType: string;
  propertyType: string;
  minPrice: number;
  maxPrice: number;
  minBedrooms: number;
  /** The filters the index does not decide, as JSON; '' when it decides them all. */
  filters: string;
}

/** Filters the index decides (or that only order or page a search). */
const INDEXED = new Set([
  'city',
  'listingType',
  'type',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'sort',
]);

/** A search's filters as the columns a new listing is looked up by (decision 055). */
export function indexedCriteria(f: SavedSearchFilters): IndexedCriteria {
  const city = f.city ? findCity(f.city) : undefined;
  // Indexed only within a known city; a locality of any city is judged in code.
  const locality = (city && f.locality && findLocality(city, f.locality)?.name) || '';
  const rest: Partial<SavedSearchFilters> = {};
  for (const [key, value] of Object.entries(f) as [keyof SavedSearchFilters, unknown][]) {
    if (value === undefined || INDEXED.has(key)) continue;
    if (key === 'locality' && locality) continue;
    if (key === 'radiusKm' && !f.near && !f.savedLocationId) continue;
    if (key === 'amenities' && Array.isArray(value) && value.length === 0) continue;
    (rest as Record<string, unknown>)[key] = value;
  }
  // A locality to be near is one of the search's city.
  if (rest.near && f.city) rest.city = f.city;
  return {
    // The dataset's own names, as listings store them; an unknown city keeps its text (none match).
    city: f.city ? (city?.name ?? f.city) : '',
    locality,
    listingType: f.listingType ?? '',
    propertyType: f.type ?? '',
    minPrice: f.minPrice ?? 0,
    maxPrice: f.maxPrice ?? NO_CEILING,
    minBedrooms: f.bedrooms ?? 0,
    filters: Object.keys(rest).length > 0 ? JSON.stringify(rest) : '',
  };
}

/** What the rest of a search's filters are judged on: one listing, with its amenities. */
export interface ListingToMatch {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  listingType: string;
  type: string;
  state: string;
  city: string;
  sublocality: string;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
  bedrooms: number;
  bathrooms: number;
  furnishing: string;
  petFriendly: boolean;
  genderPreference: string;
  accommodationType: string;
  roomSharing: string;
  messAvailable: boolean;
  /** An admin verified its owner (decision 058). */
  ownerVerified?: boolean;
  availableFrom: string | null;
  amenities: readonly string[];
}

const same = (a: string, b: string) => slugify(a) === slugify(b);

/**
 * The filters the index does not decide, judged as the search page's SQL does (the index has
 * already settled city, locality, listing kind, property type, price band and bedrooms).
 * `origin` is the search's saved place, when it has one.
 */
export function matchesRest(
  f: Partial<SavedSearchFilters>,
  l: ListingToMatch,
  savedOrigin: GeoPoint | null,
): boolean {
  if (f.state && !same(f.state, l.state)) return false;
  if (f.locality) {
    const city = findCity(l.city);
    const locality = city ? findLocality(city, f.locality) : undefined;
    if (!locality || !same(locality.name, l.sublocality)) return false;
  }
  if (f.bathrooms !== undefined && l.bathrooms < f.bathrooms) return false;
  if (f.furnishing && l.furnishing !== f.furnishing) return false;
  if (f.petFriendly !== undefined && l.petFriendly !== f.petFriendly) return false;
  if (f.genderPreference && l.genderPreference !== f.genderPreference) return false;
  if (f.accommodationType && l.accommodationType !== f.accommodationType) return false;
  if (f.roomSharing && l.roomSharing !== f.roomSharing) return false;
  if (f.messAvailable !== undefined && l.messAvailable !== f.messAvailable) return false;
  if (f.verified && !l.ownerVerified) return false;
  if (f.availableBy && l.availableFrom !== null && l.availableFrom > f.availableBy) return false;
  if (f.amenities?.some((a) => !l.amenities.includes(a))) return false;
  if (f.q) {
    const text = f.q.toLowerCase();
    if (![l.title, l.description, l.sublocality].some((s) => s.toLowerCase().includes(text)))
      return false;
  }
  const origin = savedOrigin ?? nearPoint(f);
  if (origin) {
    if (l.latitude === null || l.longitude === null) return false;
    const radius = f.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM;
    if (haversineKm(origin, { lat: l.latitude, lng: l.longitude }) > radius) return false;
  }
  return true;
}

function nearPoint(f: Partial<SavedSearchFilters>): GeoPoint | null {
  if (!f.near || !f.city) return null;
  const locality = findLocality(f.city, f.near);
  return locality ? { lat: locality.lat, lng: locality.lng } : null;
}
