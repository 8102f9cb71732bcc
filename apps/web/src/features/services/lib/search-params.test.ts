import { describe, expect, it } from 'vitest';
import {
  changeServiceFilters,
  countServiceFilters,
  serviceApiInput,
  serviceFiltersFromParams,
  serviceFiltersToParams,
} from './search-params';
import { landingCity, landingService } from './landing';
import { fieldPath } from './service-form';
import { worksIn } from './areas';
import { providerHref } from './area-path';

const read = (q: string) => serviceFiltersFromParams(new URLSearchParams(q));

describe('services search in the URL', () => {
  it('reads known filters and drops malformed or unknown ones', () => {
    expect(
      read(
        'category=cleaning&subcategory=kitchen&city=Hyderabad&locality=gachibowli&minPrice=500&maxPrice=200&minRating=4&availableOn=2026-12-01&sort=price-asc',
      ),
    ).toEqual({
      category: 'cleaning',
      subcategory: 'kitchen',
      city: 'hyderabad',
      locality: 'gachibowli',
      minPrice: 200,
      maxPrice: 500,
      minRating: 4,
      availableOn: '2026-12-01',
      sort: 'price-asc',
    });
    expect(
      read(
        'category=cooking&subcategory=kitchen&city=atlantis&minPrice=-3&minRating=2.2&availableOn=2026-02-30&sort=x',
      ),
    ).toEqual({ sort: 'rating' });
    // A subcategory of another category is not kept.
    expect(read('category=moving&subcategory=plumbing')).toEqual({
      category: 'moving',
      sort: 'rating',
    });
  });

  it('writes the same filters back in a fixed order without defaults, and pages with a cursor', () => {
    const filters = read('sort=newest&city=pune&category=moving');
    expect(serviceFiltersToParams(filters).toString()).toBe(
      'category=moving&city=pune&sort=newest',
    );
    expect(serviceFiltersToParams(read('sort=rating')).toString()).toBe('');
    expect(serviceApiInput(filters, 'abc')).toMatchObject({
      category: 'moving',
      city: 'pune',
      sort: 'newest',
      cursor: 'abc',
    });
    expect(countServiceFilters(filters)).toBe(2);
  });

  it('asks the server to put the chosen city first, unless a city is filtered, without it in the URL', () => {
    const filters = serviceFiltersFromParams(new URLSearchParams('category=cleaning'));
    expect(serviceApiInput(filters, null, 'hyderabad')).toMatchObject({
      category: 'cleaning',
      near: 'hyderabad',
    });
    expect(serviceFiltersToParams(filters).toString()).toBe('category=cleaning');
    const inPune = serviceFiltersFromParams(new URLSearchParams('city=pune'));
    expect(serviceApiInput(inPune, null, 'hyderabad')).toMatchObject({ city: 'pune' });
    expect(serviceApiInput(inPune, null, 'hyderabad')).not.toHaveProperty('near');
  });

  it('drops the subcategory with another category and the locality with another city', () => {
    const f = read('category=cleaning&subcategory=kitchen&city=hyderabad&locality=gachibowli');
    expect(changeServiceFilters(f, { category: 'moving' }).subcategory).toBeUndefined();
    expect(changeServiceFilters(f, { city: 'pune' }).locality).toBeUndefined();
    expect(changeServiceFilters(f, { minRating: 4.5 })).toMatchObject({
      subcategory: 'kitchen',
      locality: 'gachibowli',
      minRating: 4.5,
    });
  });
});

describe('services landing, places and links', () => {
  it('knows a category or a subcategory and the city of a landing URL', () => {
    expect(landingService('cleaning')).toEqual({ category: 'cleaning' });
    expect(landingService('Plumbing')).toEqual({
      category: 'maintenance',
      subcategory: 'plumbing',
    });
    expect(landingService('astrology')).toBeNull();
    expect(landingCity('hyderabad')?.slug).toBe('hyderabad');
    expect(landingCity('atlantis')).toBeUndefined();
  });

  it('reads a provider’s areas as each city once with its localities after it', () => {
    expect(
      worksIn([
        'bengaluru/shivajinagar',
        'bengaluru',
        'bengaluru/rajajinagar',
        'pune',
        'bengaluru/shivajinagar',
      ]),
    ).toBe('Bengaluru: Shivajinagar, Rajajinagar; Pune');
    expect(worksIn(['hyderabad', 'nowhere'])).toBe('Hyderabad; nowhere');
  });

  it('keeps links inside the area of the page', () => {
    expect(providerHref('/tenant/services', 'p 1')).toBe('/tenant/service-providers/p%201');
    expect(providerHref('/services/cleaning/pune', 'p1')).toBe('/service-providers/p1');
  });

  it('puts a field message on the input it is about', () => {
    expect(fieldPath('serviceLocations')).toBe('serviceLocations');
    expect(fieldPath('serviceLocations.0.city')).toBe('serviceLocations.0.city');
    expect(fieldPath('availability')).toBe('availability.days');
    expect(fieldPath('title')).toBe('title');
  });
});
