import type { GeoPoint, SavedSearchFilters } from '@nivaas/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findSavedLocation } from '../saved-locations/index';
import { matchesRest, type ListingToMatch } from './saved-search-criteria';
import { candidateSearches, type Candidate } from './saved-searches.repository';

/**
 * The saved searches (alerts on) a listing matches, never its owner's: candidates by the
 * criteria index, then each one's other filters in code (decision 055).
 */
export async function findMatchingSearches(
  db: Kysely<Database>,
  listing: ListingToMatch,
): Promise<Candidate[]> {
  const candidates = await candidateSearches(db, {
    city: listing.city,
    locality: listing.sublocality,
    listingType: listing.listingType,
    propertyType: listing.type,
    price: listing.price,
    bedrooms: listing.bedrooms,
  });
  const matches: Candidate[] = [];
  for (const row of candidates) {
    if (row.userId === listing.ownerId) continue;
    // Nothing left to judge: the index decided it all (most searches).
    if (row.filters === '') {
      matches.push(row);
      continue;
    }
    // Written by saveSearch from the schema's own output (indexedCriteria).
    const filters = JSON.parse(row.filters) as Partial<SavedSearchFilters>;
    let origin: GeoPoint | null = null;
    if (filters.savedLocationId) {
      const place = await findSavedLocation(db, row.userId, filters.savedLocationId);
      if (!place) continue;
      origin = { lat: Number(place.latitude), lng: Number(place.longitude) };
    }
    if (matchesRest(filters, listing, origin)) matches.push(row);
  }
  return matches;
}
