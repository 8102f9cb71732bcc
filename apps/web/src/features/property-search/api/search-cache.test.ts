import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Property, PropertySearchHit, PropertySearchResult } from '@nivaas/shared';
import {
  listingIds,
  loadedHits,
  mightMatch,
  withListing,
  withoutListing,
  withStatus,
} from './search-cache';

function listing(id: string, over: Partial<Property> = {}): Property {
  return {
    id,
    ownerId: 'owner',
    title: `Flat ${id}`,
    type: 'apartment',
    listingType: 'rent',
    status: 'available',
    address: '1 Main Road',
    additionalInfo: '',
    state: 'Andhra Pradesh',
    city: 'Guntur',
    sublocality: 'Brodipet',
    pincode: '522002',
    location: { lat: 16.3, lng: 80.44 },
    googleMapsLink: '',
    exactAddress: true,
    rent: 12000,
    deposit: 24000,
    monthlyRent: 12000,
    securityDeposit: 24000,
    salePrice: null,
    propertySubtype: '',
    landArea: null,
    landAreaUnit: 'sqft',
    ownershipType: null,
    bedrooms: 2,
    bathrooms: 1,
    area: null,
    furnishing: 'unfurnished',
    facingDirection: null,
    isPetFriendly: false,
    genderPreference: 'any',
    accommodationType: 'any',
    pgDetails: { messAvailability: false, roomSharing: 'single' },
    ownerProximity: '',
    description: '',
    availableFrom: null,
    amenities: [],
    nearbyFacilities: [],
    houseRules: [],
    images: [],
    interestedCount: 0,
    viewCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

const hit = (id: string, distanceKm: number | null = null): PropertySearchHit => ({
  ...listing(id),
  distanceKm,
});

const page = (ids: string[], total: number, nextCursor: string | null): PropertySearchResult => ({
  properties: ids.map((id, i) => hit(id, i + 0.5)),
  total,
  nextCursor,
  asOf: '2026-11-21T10:00:00.000Z',
  origin: null,
});

const search = (): InfiniteData<PropertySearchResult, string | null> => ({
  pages: [page(['a', 'b'], 3, 'c1'), page(['c'], 3, null)],
  pageParams: [null, 'c1'],
});

describe('live changes to cached searches', () => {
  it('replaces an updated listing in place and keeps its distance', () => {
    const before = search();
    const after = withListing(before, listing('b', { rent: 9500, title: 'Cheaper now' }));
    if (!after || !('pages' in after)) throw new Error('expected pages');
    expect(after.pages[0]?.properties.map((p) => p.id)).toEqual(['a', 'b']);
    expect(after.pages[0]?.properties[1]).toMatchObject({
      rent: 9500,
      title: 'Cheaper now',
      distanceKm: 1.5,
    });
    // Pages the change is not about stay the same objects (no needless re-render).
    expect(after.pages[1]).toBe(before.pages[1]);
    expect(before.pages[0]?.properties[1]?.rent).toBe(12000);
  });

  it('shows a closed listing with its status instead of dropping it', () => {
    const after = withStatus(search(), 'c', 'rented');
    if (!after || !('pages' in after)) throw new Error('expected pages');
    expect(listingIds(after)).toEqual(['a', 'b', 'c']);
    expect(after.pages[1]?.properties[0]?.status).toBe('rented');
    expect(after.pages[1]?.total).toBe(3);
  });

  it('removes a deleted listing and lowers the total', () => {
    const after = withoutListing(search(), 'a');
    if (!after || !('pages' in after)) throw new Error('expected pages');
    expect(listingIds(after)).toEqual(['b', 'c']);
    expect(after.pages[0]?.total).toBe(2);
    expect(after.pages[1]?.total).toBe(3);
  });

  it('answers the same object when the listing is not in the search', () => {
    const before = search();
    expect(withListing(before, listing('zz'))).toBe(before);
    expect(withStatus(before, 'zz', 'sold')).toBe(before);
    expect(withoutListing(before, 'zz')).toBe(before);
    expect(withStatus(before, 'a', 'available')).toBe(before);
    expect(withListing(undefined, listing('a'))).toBeUndefined();
  });

  it('updates a landing page’s single page the same way', () => {
    const single = page(['a', 'b'], 2, null);
    const after = withoutListing(withStatus(single, 'a', 'sold'), 'b');
    expect(after).toMatchObject({ total: 1, properties: [{ id: 'a', status: 'sold' }] });
  });

  it('lists each loaded listing once, in screen order', () => {
    const data = search();
    data.pages[1] = page(['b', 'c'], 3, null);
    expect(loadedHits(data).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(listingIds(data)).toEqual(['a', 'b', 'c']);
  });

  it('asks for a new count only when an announced listing could match', () => {
    const created = { city: 'Guntur', listingType: 'rent' };
    expect(mightMatch({}, created)).toBe(true);
    expect(mightMatch({ city: 'guntur', listingType: 'rent' }, created)).toBe(true);
    expect(mightMatch({ city: 'Pune' }, created)).toBe(false);
    expect(mightMatch({ listingType: 'sale' }, created)).toBe(false);
  });
});
