import { describe, expect, it } from 'vitest';
import { listingLine } from './listing-line';
import { isOpen, statusesFor } from './status-options';
import { amenityKey, toggleAmenity } from './amenities';

describe('owner listing logic', () => {
  it('offers rented only to rent listings and sold only to sales', () => {
    expect(statusesFor('rent')).toEqual(['available', 'vacant', 'rented', 'inactive']);
    expect(statusesFor('sale')).toEqual(['available', 'vacant', 'sold', 'inactive']);
    expect(isOpen('vacant')).toBe(true);
    expect(isOpen('inactive')).toBe(false);
  });

  it('writes "2 BHK · Locality, City", or the type when there is no size', () => {
    const place = { sublocality: 'Indiranagar', city: 'Bengaluru' };
    expect(listingLine(place, '2 BHK', 'Apartment')).toBe('2 BHK · Indiranagar, Bengaluru');
    expect(listingLine(place, '', 'Plot')).toBe('Plot · Indiranagar, Bengaluru');
  });

  it('toggles suggested amenities without touching the owner’s own', () => {
    expect(toggleAmenity(['Lift', 'Rooftop'], 'Parking')).toEqual(['Lift', 'Rooftop', 'Parking']);
    expect(toggleAmenity(['lift', 'Rooftop'], 'Lift')).toEqual(['Rooftop']);
    expect(amenityKey(' parking ')).toBe('parking');
    expect(amenityKey('Rooftop')).toBeUndefined();
  });
});
