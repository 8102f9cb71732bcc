import { describe, expect, it } from 'vitest';
import {
  LANDING_BUDGETS,
  landingBrowseFromQuery,
  landingBrowseQuery,
  landingBrowseTitleWords,
} from './landing-browse';

/** A query string read as the page reads it (this package has no DOM types). */
const read = (query: string, kind: 'rent' | 'buy' | 'pg' = 'rent') => {
  const pairs = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
  return landingBrowseFromQuery({ get: (name) => pairs.get(name) ?? null }, kind);
};

describe("a landing page's filter links", () => {
  it('reads the choices its links make and writes them back in one order', () => {
    const b = read(
      'sort=price-desc&furnishing=semi-furnished&bedrooms=2&minPrice=10000&maxPrice=20000',
    );
    expect(b).toEqual({
      budget: { minPrice: 10_000, maxPrice: 20_000 },
      bedrooms: 2,
      furnishing: 'semi-furnished',
      sort: 'price-desc',
    });
    expect(landingBrowseQuery(b)).toBe(
      'minPrice=10000&maxPrice=20000&bedrooms=2&furnishing=semi-furnished&sort=price-desc',
    );
    // The canonical page leaves the order out; the newest order is the plain page.
    expect(landingBrowseQuery(b, { withSort: false })).toBe(
      'minPrice=10000&maxPrice=20000&bedrooms=2&furnishing=semi-furnished',
    );
    expect(landingBrowseQuery(read('sort=newest'))).toBe('');
  });

  it('ignores what its links never make: other budgets, PG choices off a PG page, unknown words', () => {
    expect(
      read('minPrice=12345&bedrooms=9&furnishing=gold&sort=distance&genderPreference=male'),
    ).toEqual({ sort: 'newest' });
    expect(read('genderPreference=female', 'pg')).toEqual({ pgFor: 'female', sort: 'newest' });
    // A sale budget is not a rent budget.
    expect(read('maxPrice=5000000', 'rent').budget).toBeUndefined();
    expect(read('maxPrice=5000000', 'buy').budget).toEqual(LANDING_BUDGETS.buy[0]);
  });

  it('names the filters for the title, sale prices in lakh and crore', () => {
    expect(landingBrowseTitleWords(read('bedrooms=3&furnishing=furnished&maxPrice=10000'))).toBe(
      '3+ BHK, Furnished, Under ₹10,000',
    );
    expect(landingBrowseTitleWords(read('minPrice=5000000&maxPrice=10000000', 'buy'))).toBe(
      '₹50 L to ₹1 Cr',
    );
    expect(landingBrowseTitleWords(read('genderPreference=male&minPrice=15000', 'pg'))).toBe(
      'PG for men, Over ₹15,000',
    );
  });
});
