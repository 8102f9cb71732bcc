import { describe, expect, it } from 'vitest';
import {
  citiesByState,
  landingCity,
  landingFilters,
  landingListing,
  landingPath,
  landingType,
  otherCities,
  searchPath,
} from './place-names-data';

describe('landing page names', () => {
  it('reads kinds of home, with the words people use', () => {
    expect(landingType('apartment')).toBe('apartment');
    expect(landingType('Flats')).toBe('apartment');
    expect(landingType('pg')).toBe('pg');
    expect(landingType('all')).toBe('all');
    expect(landingType('independent-house')).toBe('house');
    expect(landingType('castle')).toBeUndefined();
  });

  it('reads cities by slug, name or other name', () => {
    expect(landingCity('guntur')?.name).toBe('Guntur');
    expect(landingCity('bangalore')?.name).toBe('Bengaluru');
    expect(landingCity('atlantis')).toBeUndefined();
  });

  it('builds the search a landing page shows and the link to the full search', () => {
    const guntur = landingCity('guntur');
    if (!guntur) throw new Error('Guntur is in the dataset');
    expect(landingListing('/buy/guntur/house')).toBe('buy');
    expect(landingListing('/rent/guntur/house')).toBe('rent');
    expect(searchPath(landingFilters('rent', guntur, 'apartment'))).toBe(
      '/properties?listingType=rent&city=Guntur&type=apartment',
    );
    expect(searchPath(landingFilters('buy', guntur, 'all'))).toBe(
      '/properties?listingType=sale&city=Guntur',
    );
    expect(landingPath('buy', guntur, 'plot')).toBe('/buy/guntur/plot');
  });

  it('suggests cities of the same state first', () => {
    const pune = landingCity('pune');
    const others = otherCities(pune, 4);
    expect(others).toHaveLength(4);
    expect(others).not.toContain(pune);
    expect(others[0]?.state).toBe('Maharashtra');
    expect(citiesByState().map((g) => g.state)).toEqual([
      'Andhra Pradesh',
      'Telangana',
      'Tamil Nadu',
      'Karnataka',
      'Maharashtra',
      'Punjab',
    ]);
  });
});
