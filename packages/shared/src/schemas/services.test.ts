import { describe, expect, it } from 'vitest';
import { issuesToFields } from '../errors/fields';
import {
  isSubcategoryOf,
  providerProfileFieldsSchema,
  serviceAreaSlug,
  serviceLocationsSchema,
  serviceUpdateSchema,
  SERVICE_MESSAGES as M,
} from './services';

describe('service locations', () => {
  it('keep dataset slugs of cities and localities, by name, alias or slug, once each', () => {
    expect(
      serviceLocationsSchema.parse([
        { city: 'Bangalore', subLocalities: ['Koramangala'] },
        { city: 'bengaluru', subLocalities: ['koramangala', 'Indiranagar'] },
        { city: ' ', subLocalities: ['Anything'] },
      ]),
    ).toEqual([{ city: 'bengaluru', subLocalities: ['koramangala', 'indiranagar'] }]);
  });

  it('name the entry of an unknown city or locality', () => {
    const result = serviceLocationsSchema.safeParse([
      { city: 'Hyderabad', subLocalities: ['Gachibowli'] },
      { city: 'Chennai', subLocalities: ['Nowhere Nagar'] },
    ]);
    expect(result.success || issuesToFields(result.error)).toEqual({
      '1.subLocalities': M.localityUnknown,
    });
  });
});

describe('provider areas', () => {
  it('are a city or a city and one of its localities', () => {
    expect(serviceAreaSlug('Vizag')).toBe('visakhapatnam');
    expect(serviceAreaSlug('Hyderabad / Madhapur')).toBe('hyderabad/madhapur');
    expect(serviceAreaSlug('Hyderabad/Koramangala')).toBeNull();
    expect(serviceAreaSlug('a/b/c')).toBeNull();
    expect(
      providerProfileFieldsSchema.parse({ serviceAreas: ['Hyderabad', 'hyderabad'] }).serviceAreas,
    ).toEqual(['hyderabad']);
  });
});

describe('a service change', () => {
  it('needs the subcategory with a new category, and one of that category', () => {
    expect(isSubcategoryOf('moving', 'packing')).toBe(true);
    expect(isSubcategoryOf('moving', 'plumbing')).toBe(false);
    const lone = serviceUpdateSchema.safeParse({ category: 'moving' });
    expect(lone.success || issuesToFields(lone.error)).toEqual({
      subcategory: M.subcategoryInvalid,
    });
    expect(serviceUpdateSchema.parse({ category: 'moving', subcategory: 'packing' })).toEqual({
      category: 'moving',
      subcategory: 'packing',
    });
  });
});
