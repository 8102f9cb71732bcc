import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  countActiveFilters,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  toApiQuery,
  viewFromParams,
  widerRadius,
  type SearchFilters,
} from './search-params';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));
const write = (filters: SearchFilters) => filtersToParams(filters).toString();

describe('search filters in the URL', () => {
  it('round-trips every filter under the API names', () => {
    const full: SearchFilters = {
      listingType: 'rent',
      state: 'Andhra Pradesh',
      city: 'Guntur',
      locality: 'Brodipet',
      type: 'pg',
      minPrice: 5000,
      maxPrice: 25000,
      bedrooms: 2,
      bathrooms: 1,
      furnishing: 'semi-furnished',
      petFriendly: true,
      genderPreference: 'female',
      accommodationType: 'students',
      roomSharing: 'double',
      messAvailable: true,
      verified: true,
      amenities: ['Wi-Fi', 'Parking'],
      availableBy: '2026-12-31',
      q: 'near college',
      near: 'Arundelpet',
      radiusKm: 10,
      sort: 'distance',
    };
    const query = write(full);
    expect(query).toBe(
      'listingType=rent&state=Andhra+Pradesh&city=Guntur&locality=Brodipet&type=pg&minPrice=5000&maxPrice=25000&bedrooms=2&bathrooms=1&furnishing=semi-furnished&petFriendly=true&genderPreference=female&accommodationType=students&roomSharing=double&messAvailable=true&verified=true&amenities=Wi-Fi%2CParking&availableBy=2026-12-31&q=near+college&near=Arundelpet&radiusKm=10&sort=distance',
    );
    expect(read(query)).toEqual(full);
  });

  it('leaves defaults and empty values out of the URL', () => {
    expect(write(DEFAULT_FILTERS)).toBe('');
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(write({ ...DEFAULT_FILTERS, q: '', amenities: [], petFriendly: false })).toBe('');
    // The radius means nothing without an origin, and 5 km is the default with one.
    expect(write({ ...DEFAULT_FILTERS, radiusKm: 20 })).toBe('');
    expect(write({ ...DEFAULT_FILTERS, city: 'Pune', near: 'Baner', radiusKm: 5 })).toBe(
      'city=Pune&near=Baner',
    );
  });

  it('ignores bad values instead of failing the page', () => {
    const f = read(
      'listingType=lease&type=castle&minPrice=-5&maxPrice=lots&bedrooms=0&furnishing=x&petFriendly=maybe&genderPreference=robot&availableBy=2026-02-30&radiusKm=500&sort=cheapest&savedLocationId=a%20b&roomSharing=double',
    );
    expect(f).toEqual(DEFAULT_FILTERS);
  });

  it('spells places as the dataset does and drops places it does not know', () => {
    expect(read('city=bangalore&locality=koramangala')).toMatchObject({
      city: 'Bengaluru',
      locality: 'Koramangala',
    });
    expect(read('city=Atlantis&locality=Koramangala')).toEqual(DEFAULT_FILTERS);
    expect(read('state=telangana&city=Guntur')).toEqual({ ...DEFAULT_FILTERS, city: 'Guntur' });
    expect(read('state=TELANGANA')).toEqual({ ...DEFAULT_FILTERS, state: 'Telangana' });
    // A locality of another city is not a locality of this one.
    expect(read('city=Guntur&near=Koramangala').near).toBeUndefined();
  });

  it('keeps PG filters only for PGs and distance order only with an origin', () => {
    expect(read('type=room&roomSharing=double&messAvailable=true')).toEqual({
      ...DEFAULT_FILTERS,
      type: 'room',
    });
    expect(read('sort=distance').sort).toBe('newest');
    expect(read('savedLocationId=loc_1&sort=distance')).toMatchObject({
      savedLocationId: 'loc_1',
      sort: 'distance',
    });
  });

  it('reads 5 and more bedrooms as 5+, swaps a reversed price range, caps amenities', () => {
    expect(read('bedrooms=9&bathrooms=3')).toMatchObject({ bedrooms: 5, bathrooms: 3 });
    expect(read('minPrice=30000&maxPrice=10000')).toMatchObject({
      minPrice: 10000,
      maxPrice: 30000,
    });
    const many = Array.from({ length: 30 }, (_, i) => `a${i}`).join(',');
    expect(read(`amenities=${many}`).amenities).toHaveLength(20);
    expect(read('amenities=Lift,lift,%20,Gym&amenities=Parking').amenities).toEqual([
      'Lift',
      'Gym',
      'Parking',
    ]);
  });

  it('asks the API with the same names plus the page size', () => {
    expect(toApiQuery({ ...DEFAULT_FILTERS, city: 'Guntur', type: 'house' }, { limit: 12 })).toBe(
      'city=Guntur&type=house&limit=12',
    );
  });

  it('reads the view, list by default', () => {
    expect(viewFromParams(new URLSearchParams('view=map'))).toBe('map');
    expect(viewFromParams(new URLSearchParams('view=globe'))).toBe('list');
  });
});

describe('changing filters', () => {
  const guntur: SearchFilters = {
    ...DEFAULT_FILTERS,
    city: 'Guntur',
    locality: 'Brodipet',
    near: 'Arundelpet',
    radiusKm: 10,
    sort: 'distance',
  };

  it('drops the old city’s locality, origin and distance order with a new city', () => {
    expect(changeFilters(guntur, { city: 'Pune' })).toEqual({ ...DEFAULT_FILTERS, city: 'Pune' });
  });

  it('drops a city outside a newly chosen state', () => {
    expect(changeFilters(guntur, { state: 'Karnataka' })).toEqual({
      ...DEFAULT_FILTERS,
      state: 'Karnataka',
    });
    expect(changeFilters(guntur, { state: 'Andhra Pradesh' }).city).toBe('Guntur');
  });

  it('keeps one distance origin at a time and the PG filters only for PGs', () => {
    const saved = changeFilters(guntur, { savedLocationId: 'loc_9' });
    expect(saved).toMatchObject({ savedLocationId: 'loc_9', sort: 'distance', radiusKm: 10 });
    expect(saved.near).toBeUndefined();
    const pg = changeFilters(DEFAULT_FILTERS, { type: 'pg', roomSharing: 'single' });
    expect(changeFilters(pg, { type: 'house' })).toEqual({ ...DEFAULT_FILTERS, type: 'house' });
  });

  it('counts the panel’s filters for the Filters button', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...guntur, q: 'lake', bedrooms: 2, amenities: ['Lift'] })).toBe(5);
  });

  it('suggests a wider radius until the widest', () => {
    expect(widerRadius(5)).toBe(10);
    expect(widerRadius(7)).toBe(10);
    expect(widerRadius(100)).toBeNull();
  });
});
