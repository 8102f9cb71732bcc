import { describe, expect, it } from 'vitest';
import { parseSavedSearchQuery } from '@nivaas/shared';
import {
  indexedCriteria,
  matchesRest,
  NO_CEILING,
  type ListingToMatch,
} from './saved-search-criteria';

const filters = (query: string) => {
  const parsed = parseSavedSearchQuery(query);
  if (!parsed.success) throw new Error(query);
  return parsed.data;
};
/** What matching judges: the columns decide some filters, the rest is what `filters` keeps. */
const rest = (query: string) => {
  const kept = indexedCriteria(filters(query)).filters;
  return kept === '' ? {} : (JSON.parse(kept) as object);
};

const listing: ListingToMatch = {
  id: 'p1',
  ownerId: 'o1',
  title: 'Sunny 2 BHK with balcony',
  description: 'Near the metro.',
  listingType: 'rent',
  type: 'apartment',
  state: 'Telangana',
  city: 'Hyderabad',
  sublocality: 'Gachibowli',
  latitude: 17.44,
  longitude: 78.35,
  price: 25_000,
  bedrooms: 2,
  bathrooms: 2,
  furnishing: 'furnished',
  petFriendly: false,
  genderPreference: 'any',
  accommodationType: 'family',
  roomSharing: 'single',
  messAvailable: false,
  availableFrom: '2026-12-01',
  amenities: ['parking', 'lift'],
};

describe('a saved search as index columns', () => {
  it('keeps city, locality, kind, type, budget and bedrooms as columns, in the dataset’s names', () => {
    expect(
      indexedCriteria(
        filters(
          'city=hyderabad&locality=gachibowli&listingType=rent&type=apartment&maxPrice=30000&bedrooms=2',
        ),
      ),
    ).toEqual({
      city: 'Hyderabad',
      locality: 'Gachibowli',
      listingType: 'rent',
      propertyType: 'apartment',
      minPrice: 0,
      maxPrice: 30_000,
      minBedrooms: 2,
      filters: '',
    });
  });

  it('says "any" with empty text, a zero floor and no ceiling', () => {
    expect(indexedCriteria(filters(''))).toMatchObject({
      city: '',
      locality: '',
      listingType: '',
      propertyType: '',
      minPrice: 0,
      maxPrice: NO_CEILING,
      minBedrooms: 0,
      filters: '',
    });
  });

  it('leaves the other filters to be judged in code', () => {
    expect(rest('city=Hyderabad&furnishing=furnished&amenities=parking,lift')).toEqual({
      furnishing: 'furnished',
      amenities: ['parking', 'lift'],
    });
  });
});

describe('the filters judged in code', () => {
  it.each([
    ['furnishing', 'furnishing=furnished', 'furnishing=unfurnished'],
    ['every amenity', 'amenities=parking,lift', 'amenities=parking,gym'],
    ['text in title or description', 'q=METRO', 'q=beach'],
    ['available by', 'availableBy=2026-12-15', 'availableBy=2026-11-30'],
    ['bathrooms', 'bathrooms=2', 'bathrooms=3'],
    ['pets', 'petFriendly=false', 'petFriendly=true'],
    [
      'distance from a locality',
      'city=Hyderabad&near=Gachibowli&radiusKm=2',
      'city=Hyderabad&near=Secunderabad&radiusKm=2',
    ],
    ['a locality of any city', 'locality=Gachibowli', 'locality=Banjara Hills'],
  ])('%s', (_what, yes, no) => {
    expect(matchesRest(rest(yes), listing, null)).toBe(true);
    expect(matchesRest(rest(no), listing, null)).toBe(false);
  });

  it('keeps to verified owners when asked', () => {
    const f = rest('city=Hyderabad&verified=true');
    expect(f).toEqual({ verified: true });
    expect(matchesRest(f, { ...listing, ownerVerified: true }, null)).toBe(true);
    expect(matchesRest(f, listing, null)).toBe(false);
    expect(matchesRest(rest('city=Hyderabad'), listing, null)).toBe(true);
  });

  it('measures from a saved place when the search has one', () => {
    const f = rest('savedLocationId=s1&radiusKm=3');
    expect(matchesRest(f, listing, { lat: 17.45, lng: 78.36 })).toBe(true);
    expect(matchesRest(f, listing, { lat: 17.39, lng: 78.49 })).toBe(false);
  });
});
