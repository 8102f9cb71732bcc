import { beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_VALIDATION as V } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty, minimalListing } from '../../../test/properties';

const t = useTestApp();
let owner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
});

const count = async () => {
  const one = async (
    table:
      'properties' | 'property_amenities' | 'property_nearby_facilities' | 'property_house_rules',
  ) => (await t.app.db.selectFrom(table).selectAll().execute()).length;
  return {
    properties: (await t.app.db.selectFrom('properties').select('id').execute()).length,
    amenities: await one('property_amenities'),
    nearby: await one('property_nearby_facilities'),
    rules: await one('property_house_rules'),
  };
};

const long = (n: number) => 'x'.repeat(n);

/** Each case: fields to send over a valid listing, and the one field message it must produce. */
const CASES: [string, Record<string, unknown>, Record<string, string>][] = [
  ['missing address', { address: undefined }, { address: V.required }],
  ['blank address', { address: '   ' }, { address: V.required }],
  ['address too long', { address: long(301) }, { address: V.addressTooLong }],
  ['title too long', { title: long(121) }, { title: V.titleTooLong }],
  ['description too long', { description: long(5001) }, { description: V.descriptionTooLong }],
  [
    'additional info too long',
    { additionalInfo: long(501) },
    { additionalInfo: V.additionalInfoTooLong },
  ],
  ['unknown type', { type: 'castle' }, { type: V.choose }],
  ['unknown furnishing', { furnishing: 'fully' }, { furnishing: V.choose }],
  ['unknown gender preference', { genderPreference: 'couples' }, { genderPreference: V.choose }],
  [
    'unknown accommodation type',
    { accommodationType: 'tourists' },
    { accommodationType: V.choose },
  ],
  ['unknown facing', { facingDirection: 'up' }, { facingDirection: V.choose }],
  ['unknown land unit', { landAreaUnit: 'furlong' }, { landAreaUnit: V.choose }],
  ['unknown ownership', { ownershipType: 'rented' }, { ownershipType: V.choose }],
  [
    'unknown room sharing',
    { pgDetails: { roomSharing: 'quad' } },
    { 'pgDetails.roomSharing': V.choose },
  ],
  [
    'mess availability not yes/no',
    { pgDetails: { messAvailability: 'yes' } },
    { 'pgDetails.messAvailability': V.yesOrNo },
  ],
  ['pet friendly not yes/no', { isPetFriendly: 'true' }, { isPetFriendly: V.yesOrNo }],
  ['pincode of 5 digits', { pincode: '52200' }, { pincode: V.pincode }],
  ['pincode with letters', { pincode: '52200A' }, { pincode: V.pincode }],
  ['pincode starting 0', { pincode: '022002' }, { pincode: V.pincode }],
  ['rent listing without rent', { rent: undefined }, { rent: V.rentRequired }],
  ['rent of 0', { rent: 0 }, { rent: V.rentRequired }],
  ['negative rent', { rent: -5 }, { rent: V.rupees }],
  ['rent in paise', { rent: 12000.5 }, { rent: V.rupees }],
  ['rent as text', { rent: '12000' }, { rent: V.rupees }],
  ['rent too high', { rent: 10_000_001 }, { rent: V.rentTooHigh }],
  ['negative deposit', { deposit: -1 }, { deposit: V.rupees }],
  [
    'sale listing without price',
    { listingType: 'sale', rent: null },
    { salePrice: V.salePriceRequired },
  ],
  ['sale price of 0', { listingType: 'sale', salePrice: 0 }, { salePrice: V.salePriceRequired }],
  [
    'sale price too high',
    { listingType: 'sale', salePrice: 100_000_000_001 },
    { salePrice: V.salePriceTooHigh },
  ],
  ['sold rent listing', { status: 'sold' }, { status: V.statusForListing }],
  [
    'rented sale listing',
    { listingType: 'sale', salePrice: 5_000_000, status: 'rented' },
    { status: V.statusForListing },
  ],
  ['21 bedrooms', { bedrooms: 21 }, { bedrooms: V.rooms }],
  ['negative bathrooms', { bathrooms: -1 }, { bathrooms: V.rooms }],
  ['half a bedroom', { bedrooms: 1.5 }, { bedrooms: V.rooms }],
  ['area of 0', { area: 0 }, { area: V.area }],
  ['land area of 0', { landArea: 0 }, { landArea: V.landArea }],
  ['unknown state', { state: 'Kerala' }, { state: V.state }],
  ['city of another state', { city: 'Pune' }, { city: V.city }],
  ['unknown locality', { sublocality: 'Nowhere Nagar' }, { sublocality: V.sublocality }],
  ['point outside India', { location: { lat: 0, lng: 0 } }, { location: V.location }],
  [
    'not a Google Maps link',
    { googleMapsLink: 'https://example.com/maps/x' },
    { googleMapsLink: V.googleMapsLink },
  ],
  [
    'plain http Maps link',
    { googleMapsLink: 'http://maps.google.com/?q=1' },
    { googleMapsLink: V.googleMapsLink },
  ],
  [
    'Google link that is not a map',
    { googleMapsLink: 'https://www.google.com/search?q=flat' },
    { googleMapsLink: V.googleMapsLink },
  ],
  ['date in another format', { availableFrom: '01/12/2026' }, { availableFrom: V.availableFrom }],
  ['date that does not exist', { availableFrom: '2026-02-30' }, { availableFrom: V.availableFrom }],
  [
    'too many amenities',
    { amenities: Array.from({ length: 51 }, (_, i) => `A${i}`) },
    { amenities: V.amenitiesTooMany },
  ],
  [
    'too many house rules',
    { houseRules: Array.from({ length: 31 }, (_, i) => `R${i}`) },
    { houseRules: V.houseRulesTooMany },
  ],
  ['amenity too long', { amenities: ['Lift', long(101)] }, { 'amenities.1': V.listItemTooLong }],
  ['nearby facilities not a list', { nearbyFacilities: 'School' }, { nearbyFacilities: V.choose }],
];

describe('property validation: each rule answers 400 with its field message and stores nothing', () => {
  it.each(CASES)('create: %s', async (_name, change, fields) => {
    const before = await count();
    const payload = {
      ...minimalListing(),
      amenities: ['Lift'],
      nearbyFacilities: ['School'],
      houseRules: ['No smoking'],
      ...change,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: as(owner),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid-argument',
      reason: 'request.invalid',
      message: 'Please check the highlighted fields.',
      fields,
    });
    expect(await count()).toEqual(before);
  });

  it.each(
    CASES.filter(
      ([, change]) =>
        !('address' in change && change.address === undefined) &&
        !('rent' in change && change.rent === undefined),
    ),
  )('edit: %s', async (_name, change, fields) => {
    const p = await makeProperty(t.app, owner, { amenities: ['Lift'] });
    const before = await t.app.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', p.id)
      .executeTakeFirst();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${p.id}`,
      headers: as(owner),
      payload: change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-argument', fields });
    expect(
      await t.app.db.selectFrom('properties').selectAll().where('id', '=', p.id).executeTakeFirst(),
    ).toEqual(before);
    const amenities = await t.app.db
      .selectFrom('property_amenities')
      .select('value')
      .where('propertyId', '=', p.id)
      .execute();
    expect(amenities).toEqual([{ value: 'Lift' }]);
  });

  it('accepts the Google Maps link forms people paste', async () => {
    for (const link of [
      'https://maps.app.goo.gl/Xy12AbC',
      'https://www.google.com/maps/place/Brodipet,+Guntur/@16.30,80.44,15z',
      'https://maps.google.com/?q=16.3005,80.4425',
      'https://goo.gl/maps/abc',
      'https://www.google.co.in/maps/@16.3,80.4,14z',
    ]) {
      const p = await makeProperty(t.app, owner, { googleMapsLink: link });
      expect(p.googleMapsLink).toBe(link);
    }
  });

  it('refuses a body that is not an object and stores nothing', async () => {
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...as(owner), 'content-type': 'application/json' },
      payload: '"a flat"',
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toEqual(before);
  });
});
