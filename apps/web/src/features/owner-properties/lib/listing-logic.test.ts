import { describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import { listingLine } from './listing-line';
import { isOpen, statusesFor } from './status-options';
import { summarise } from './summary';
import { amenityKey, toggleAmenity } from './amenities';

const listing = (status: Property['status'], interestedCount: number, viewCount: number) =>
  ({ status, interestedCount, viewCount }) as Property;

describe('owner listing logic', () => {
  it('offers rented only to rent listings and sold only to sales', () => {
    expect(statusesFor('rent')).toEqual(['available', 'vacant', 'rented', 'inactive']);
    expect(statusesFor('sale')).toEqual(['available', 'vacant', 'sold', 'inactive']);
    expect(isOpen('vacant')).toBe(true);
    expect(isOpen('inactive')).toBe(false);
  });

  it('adds up the dashboard figures', () => {
    expect(summarise([])).toEqual({ listings: 0, open: 0, interested: 0, views: 0 });
    expect(
      summarise([listing('available', 2, 10), listing('rented', 1, 5), listing('vacant', 0, 1)]),
    ).toEqual({ listings: 3, open: 2, interested: 3, views: 16 });
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
