import { describe, expect, it } from 'vitest';
import { PROPERTY_VALIDATION as V, propertyInputSchema, type Property } from '@nivaas/shared';
import {
  emptyFormValues,
  fromProperty,
  toNumber,
  toPropertyInput,
  toPropertyPatch,
  type PropertyFormValues,
} from './form-values';
import { formErrorPath, toFormErrors } from './form-errors';
import { validatePropertyForm } from './validate-form';

const filled = (over: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...emptyFormValues(),
  title: 'Sunny 2 BHK',
  state: 'Karnataka',
  city: 'Bengaluru',
  sublocality: 'Indiranagar',
  address: '12, 5th Cross',
  pincode: '560038',
  rent: 25000,
  deposit: 100000,
  bedrooms: 2,
  ...over,
});

const stored = (over: Partial<Property> = {}): Property => ({
  id: 'p1',
  ownerId: 'o1',
  title: 'Sunny 2 BHK',
  type: 'apartment',
  listingType: 'rent',
  status: 'available',
  address: '12, 5th Cross',
  additionalInfo: '',
  state: 'Karnataka',
  city: 'Bengaluru',
  sublocality: 'Indiranagar',
  pincode: '560038',
  location: { lat: 12.97, lng: 77.64 },
  googleMapsLink: '',
  exactAddress: true,
  rent: 25000,
  deposit: 0,
  monthlyRent: 25000,
  securityDeposit: 0,
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
  amenities: ['Lift'],
  nearbyFacilities: [],
  houseRules: [],
  images: [],
  interestedCount: 0,
  viewCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('toNumber', () => {
  it('reads an empty box as not given, numbers and numeric text as numbers', () => {
    expect(toNumber('')).toBeNull();
    expect(toNumber('  ')).toBeNull();
    expect(toNumber(12)).toBe(12);
    expect(toNumber('1,00,000')).toBe(100000);
    expect(toNumber('abc')).toBeNaN();
  });
});

describe('toPropertyInput', () => {
  it('makes a rent listing the shared schema accepts', () => {
    const result = propertyInputSchema.safeParse(toPropertyInput(filled()));
    expect(result.success).toBe(true);
  });

  it('clears the sale fields of a rent listing and the rent fields of a sale', () => {
    const rent = toPropertyInput(
      filled({
        salePrice: 5000000,
        landArea: 1200,
        ownershipType: 'freehold',
        propertySubtype: 'x',
      }),
    );
    expect(rent).toMatchObject({
      rent: 25000,
      deposit: 100000,
      salePrice: null,
      landArea: null,
      ownershipType: null,
      propertySubtype: '',
    });
    const sale = toPropertyInput(
      filled({
        listingType: 'sale',
        salePrice: 5000000,
        landArea: 1200,
        ownershipType: 'freehold',
      }),
    );
    expect(sale).toMatchObject({
      rent: null,
      deposit: 0,
      salePrice: 5000000,
      landArea: 1200,
      ownershipType: 'freehold',
    });
    expect(propertyInputSchema.safeParse(sale).success).toBe(true);
  });

  it('sends PG details only for a PG and empty optional choices as null', () => {
    const pg = { messAvailability: true, roomSharing: 'double' as const };
    expect(toPropertyInput(filled({ type: 'pg', pgDetails: pg })).pgDetails).toEqual(pg);
    const flat = toPropertyInput(filled({ type: 'apartment', pgDetails: pg }));
    expect(flat.pgDetails).toEqual({ messAvailability: false, roomSharing: 'single' });
    expect(flat.facingDirection).toBeNull();
    expect(flat.availableFrom).toBeNull();
    expect(flat.area).toBeNull();
  });

  it('round-trips a stored listing through the edit form', () => {
    const values = fromProperty(stored({ area: 1100, facingDirection: 'east' }));
    expect(values.area).toBe(1100);
    expect(values.deposit).toBe('');
    expect(values.facingDirection).toBe('east');
    expect(toPropertyInput(values)).toMatchObject({ rent: 25000, deposit: 0, area: 1100 });
  });
});

describe('toPropertyPatch', () => {
  it('sends only what changed', () => {
    const before = fromProperty(stored());
    expect(toPropertyPatch(before, before)).toEqual({});
    const patch = toPropertyPatch(before, { ...before, rent: 27000, amenities: ['Lift', 'Gym'] });
    expect(patch).toEqual({ rent: 27000, amenities: ['Lift', 'Gym'] });
  });

  it('sends the cleared rent fields when a listing turns into a sale', () => {
    const before = fromProperty(stored());
    const patch = toPropertyPatch(before, { ...before, listingType: 'sale', salePrice: 9000000 });
    expect(patch).toMatchObject({ listingType: 'sale', rent: null, salePrice: 9000000 });
  });
});

describe('form errors', () => {
  it('puts list entries under their list and map points under the locality', () => {
    expect(formErrorPath('amenities.3')).toBe('amenities');
    expect(formErrorPath('location')).toBe('sublocality');
    expect(formErrorPath('pgDetails.roomSharing')).toBe('pgDetails.roomSharing');
    expect(formErrorPath('_')).toBe('root');
    expect(toFormErrors({ 'houseRules.0': 'a', 'houseRules.1': 'b' })).toEqual({ houseRules: 'a' });
  });

  it('shows every problem at once, including the price rule', () => {
    const errors = validatePropertyForm({ ...emptyFormValues(), pincode: '12' });
    expect(errors).toMatchObject({
      address: V.required,
      pincode: V.pincode,
      rent: V.rentRequired,
    });
  });

  it('asks for a sale price on a sale and refuses places outside the dataset', () => {
    const errors = validatePropertyForm(
      filled({ listingType: 'sale', salePrice: '', sublocality: 'Nowhere' }),
    );
    expect(errors.salePrice).toBe(V.salePriceRequired);
    expect(validatePropertyForm(filled({ sublocality: 'Nowhere' })).sublocality).toBe(
      V.sublocality,
    );
  });

  it('passes a complete listing and translates each message', () => {
    expect(validatePropertyForm(filled())).toEqual({});
    expect(validatePropertyForm(filled({ pincode: 'x' }), (m) => `«${m}»`).pincode).toBe(
      `«${V.pincode}»`,
    );
  });
});
