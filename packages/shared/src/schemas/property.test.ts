import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROPERTY_TITLE,
  PROPERTY_VALIDATION as V,
  cleanList,
  isGoogleMapsLink,
  isIsoDate,
  propertyInputSchema,
  propertyPatchSchema,
  statusFitsListing,
} from './property';
import { issuesToFields } from '../errors';

const base = {
  address: '4-5-6 Main Road',
  state: 'Telangana',
  city: 'hyderabad',
  sublocality: 'madhapur',
  pincode: '500081',
  rent: 25_000,
};

describe('propertyInputSchema', () => {
  it('fills the defaults, spells places as the dataset does and takes the locality as the point', () => {
    const parsed = propertyInputSchema.parse(base);
    expect(parsed).toMatchObject({
      title: DEFAULT_PROPERTY_TITLE,
      type: 'apartment',
      bedrooms: 1,
      bathrooms: 1,
      status: 'available',
      listingType: 'rent',
    });
    expect(parsed).toMatchObject({
      city: 'Hyderabad',
      sublocality: 'Madhapur',
      pgDetails: { roomSharing: 'single', messAvailability: false },
    });
    expect(parsed.location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('treats a blank title as no title', () => {
    expect(propertyInputSchema.parse({ ...base, title: '   ' }).title).toBe(DEFAULT_PROPERTY_TITLE);
  });

  it('reports cross-field rules by field', () => {
    const result = propertyInputSchema.safeParse({
      ...base,
      listingType: 'sale',
      status: 'rented',
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(issuesToFields(result.error)).toEqual({
        salePrice: V.salePriceRequired,
        status: V.statusForListing,
      });
  });
});

describe('propertyPatchSchema', () => {
  it('adds no defaults, so an empty patch changes nothing', () => {
    expect(propertyPatchSchema.parse({})).toEqual({});
    expect(propertyPatchSchema.parse({ pgDetails: { roomSharing: 'double' } })).toEqual({
      pgDetails: { roomSharing: 'double' },
    });
  });
});

describe('rules', () => {
  it('knows Google Maps links from look-alikes', () => {
    expect(isGoogleMapsLink('https://maps.app.goo.gl/x1')).toBe(true);
    expect(isGoogleMapsLink('https://www.google.com/maps/place/x')).toBe(true);
    expect(isGoogleMapsLink('https://www.google.com.evil.example/maps/x')).toBe(false);
    expect(isGoogleMapsLink('https://user@maps.google.com/')).toBe(false);
    expect(isGoogleMapsLink('https://www.google.com/mapsx')).toBe(false);
    expect(isGoogleMapsLink('javascript:alert(1)')).toBe(false);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-05')).toBe(false);
  });

  it('cleans lists and matches closing statuses to listing types', () => {
    expect(cleanList([' Gym ', 'gym', '', 'Lift'])).toEqual(['Gym', 'Lift']);
    expect(statusFitsListing('sold', 'sale')).toBe(true);
    expect(statusFitsListing('sold', 'rent')).toBe(false);
    expect(statusFitsListing('rented', 'sale')).toBe(false);
    expect(statusFitsListing('vacant', 'sale')).toBe(true);
  });
});
