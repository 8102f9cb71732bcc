import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips';
import { changeFilters, filtersFromParams } from './search-params';

const from = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filterChips', () => {
  it('has one chip per active filter, in the panel’s order, leaving out text and order', () => {
    const filters = from(
      'q=metro&sort=priceAsc&furnishing=semi-furnished&bedrooms=2&city=Hyderabad&listingType=rent',
    );
    expect(filterChips(filters).map((c) => [c.field, c.value])).toEqual([
      ['listingType', 'rent'],
      ['city', 'Hyderabad'],
      ['bedrooms', 2],
      ['furnishing', 'semi-furnished'],
    ]);
  });

  it('takes off only its own filter', () => {
    const filters = from('listingType=rent&city=Hyderabad&bedrooms=2');
    const city = filterChips(filters).find((c) => c.field === 'city');
    const next = changeFilters(filters, city?.remove ?? {});
    expect(next).toMatchObject({ listingType: 'rent', bedrooms: 2 });
    expect(next.city).toBeUndefined();
  });

  it('gives each amenity its own chip, and removing one keeps the others', () => {
    const filters = from('amenities=Lift,Gym,Parking');
    const chips = filterChips(filters);
    expect(chips.map((c) => c.value)).toEqual(['Lift', 'Gym', 'Parking']);
    const next = changeFilters(filters, chips[1]?.remove ?? {});
    expect(next.amenities).toEqual(['Lift', 'Parking']);
    const last = changeFilters(
      from('amenities=Gym'),
      filterChips(from('amenities=Gym'))[0]?.remove ?? {},
    );
    expect(last.amenities).toBeUndefined();
  });

  it('shows a yes-or-no filter only when it is on, and no chip for an empty search', () => {
    expect(filterChips(from('petFriendly=true')).map((c) => c.field)).toEqual(['petFriendly']);
    expect(filterChips(from('petFriendly=false'))).toEqual([]);
    expect(filterChips(from(''))).toEqual([]);
  });
});
