import { describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import { fakeTranslate } from '../../../../test/fake-translate';
import { sampleProperty } from '../../../../test/property-fixture';
import { fullAddress, mapsLink, propertyFacts, type FactFormat } from './property-facts';

const base: Property = sampleProperty;

const format: FactFormat = {
  t: fakeTranslate((key, o) => (o ? `${key}(${Object.values(o).join(',')})` : key)),
  enumLabel: (group, value) => (value ? `${group}:${value}` : ''),
  subtype: (value) => (value ? `subtype:${value}` : ''),
  money: (n) => (n === null ? '' : `₹${n}`),
  salePrice: (p) => `sale:${p.salePrice}`,
  number: (n) => String(n),
  date: (iso) => `date:${iso.slice(0, 10)}`,
};

const asMap = (p: Property) =>
  Object.fromEntries(propertyFacts(p, format).map((f) => [f.id, f.value]));

describe('propertyFacts', () => {
  it('presents a rental with its price, deposit, rooms and preferences', () => {
    const facts = propertyFacts(base, format);
    expect(facts[0]).toEqual({ id: 'rent', label: 'facts.rent', value: 'perMonth(₹25000)' });
    const m = asMap(base);
    expect(m.deposit).toBe('₹100000');
    expect(m.bedrooms).toBe('2');
    expect(m.area).toBe('sqft(1200)');
    expect(m.furnishing).toBe('furnishing:semi-furnished');
    expect(m.facing).toBe('facingDirection:east');
    expect(m.petFriendly).toBe('yes');
    expect(m.accommodationType).toBe('accommodationType:family');
    expect(m.availableFrom).toBe('date:2026-12-01');
    expect(m.listedOn).toBe('date:2026-11-01');
    expect(m).not.toHaveProperty('salePrice');
    expect(m).not.toHaveProperty('ownership');
    expect(m).not.toHaveProperty('roomSharing');
  });

  it('says when there is no deposit and when the home is free now', () => {
    const m = asMap({ ...base, deposit: 0, availableFrom: null, facingDirection: null });
    expect(m.deposit).toBe('noDeposit');
    expect(m.availableFrom).toBe('availableNow');
    expect(m).not.toHaveProperty('facing');
  });

  it('presents a plot for sale with land area, unit and ownership but no rooms', () => {
    const m = asMap({
      ...base,
      type: 'plot',
      listingType: 'sale',
      rent: null,
      salePrice: 8500000,
      landArea: 240,
      landAreaUnit: 'sqyd',
      ownershipType: 'freehold',
      area: null,
    });
    expect(m.salePrice).toBe('sale:8500000');
    expect(m.landArea).toBe('240 landAreaUnit:sqyd');
    expect(m.ownership).toBe('ownershipType:freehold');
    for (const id of ['rent', 'deposit', 'bedrooms', 'bathrooms', 'furnishing', 'petFriendly'])
      expect(m).not.toHaveProperty(id);
  });

  it('adds PG sharing and mess, without a bedroom count', () => {
    const m = asMap({
      ...base,
      type: 'pg',
      pgDetails: { messAvailability: true, roomSharing: 'double' },
      genderPreference: 'female',
    });
    expect(m.roomSharing).toBe('roomSharing:double');
    expect(m.mess).toBe('yes');
    expect(m.genderPreference).toBe('genderPreference:female');
    expect(m).not.toHaveProperty('bedrooms');
  });
});

describe('address and map link', () => {
  it('joins the address parts without empty ones', () => {
    expect(fullAddress(base)).toBe('Flat 4B, Green Park, Koramangala, Bengaluru, Karnataka 560034');
    expect(fullAddress({ ...base, address: ' ' })).toBe('Koramangala, Bengaluru, Karnataka 560034');
  });
  it('does not repeat the locality or city the owner already typed', () => {
    expect(fullAddress({ ...base, address: 'Flat 4B, Green Park, koramangala' })).toBe(
      'Flat 4B, Green Park, koramangala, Bengaluru, Karnataka 560034',
    );
    expect(
      fullAddress({ ...base, address: 'Flat 4B, Koramangala, Bengaluru, Karnataka 560034' }),
    ).toBe('Flat 4B, Koramangala, Bengaluru, Karnataka 560034');
  });
  it("prefers the owner's link, then the map point", () => {
    expect(mapsLink({ ...base, googleMapsLink: 'https://maps.app.goo.gl/x' })).toBe(
      'https://maps.app.goo.gl/x',
    );
    expect(mapsLink(base)).toBe('https://www.google.com/maps/search/?api=1&query=12.93%2C77.62');
    expect(mapsLink({ ...base, location: null })).toContain('Koramangala');
  });
});
