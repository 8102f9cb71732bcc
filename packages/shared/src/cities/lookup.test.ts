import { describe, expect, it } from 'vitest';
import {
  CITIES,
  STATES,
  findCity,
  findLocality,
  getCitiesOfState,
  getStates,
  nearestLocalities,
  slugify,
  toCityRecord,
} from './index';

describe('states and cities of a state', () => {
  it('lists the six states', () => {
    expect(getStates()).toEqual([
      'Andhra Pradesh',
      'Telangana',
      'Tamil Nadu',
      'Karnataka',
      'Maharashtra',
      'Punjab',
    ]);
    expect(getStates()).toBe(STATES);
  });

  it('returns the cities of a state, whatever the case or spacing', () => {
    expect(getCitiesOfState('Karnataka').map((c) => c.name)).toEqual([
      'Bengaluru',
      'Mysuru',
      'Mangaluru',
    ]);
    expect(getCitiesOfState('  tamil   nadu ').map((c) => c.name)).toContain('Chennai');
    expect(getCitiesOfState('andhra-pradesh')).toHaveLength(20);
  });

  it('returns no city for an unknown state', () => {
    expect(getCitiesOfState('Kerala')).toEqual([]);
    expect(getCitiesOfState('')).toEqual([]);
  });
});

describe('findCity', () => {
  it('finds a city by name ignoring case and surrounding spaces', () => {
    expect(findCity('Hyderabad')?.state).toBe('Telangana');
    expect(findCity('  hYdErAbAd  ')?.name).toBe('Hyderabad');
    expect(findCity('GUNTUR')?.name).toBe('Guntur');
  });

  it.each([
    ['Bangalore', 'Bengaluru'],
    ['bengaluru', 'Bengaluru'],
    ['Vizag', 'Visakhapatnam'],
    ['Visakhapatnam', 'Visakhapatnam'],
    ['Rajamahendravaram', 'Rajahmundry'],
    ['Rajahmundry', 'Rajahmundry'],
    ['Mysore', 'Mysuru'],
    ['Trichy', 'Tiruchirappalli'],
    ['Bombay', 'Mumbai'],
    ['Madras', 'Chennai'],
    ['Poona', 'Pune'],
    ['Mangalore', 'Mangaluru'],
    ['Cuddapah', 'Kadapa'],
  ])('finds %s as %s', (query, name) => {
    expect(findCity(query)?.name).toBe(name);
  });

  it('finds a city by its slug', () => {
    for (const city of CITIES) expect(findCity(city.slug)).toBe(city);
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(findCity('Atlantis')).toBeUndefined();
    expect(findCity('')).toBeUndefined();
    expect(findCity('   ')).toBeUndefined();
    expect(findCity('Hyder')).toBeUndefined();
  });
});

describe('findLocality', () => {
  it('finds a locality of a city ignoring case, spacing and punctuation', () => {
    expect(findLocality('Hyderabad', 'banjara hills')?.pincode).toBe('500034');
    expect(findLocality('Chennai', 'T Nagar')?.name).toBe('T. Nagar');
    expect(findLocality('Coimbatore', 'rs puram')?.name).toBe('R.S. Puram');
    expect(findLocality('Bangalore', 'KORAMANGALA')?.name).toBe('Koramangala');
  });

  it('finds a locality by its slug and accepts a city object', () => {
    const city = findCity('Pune');
    expect(city).toBeDefined();
    expect(findLocality(city!, 'koregaon-park')?.name).toBe('Koregaon Park');
  });

  it('does not find a locality in another city', () => {
    expect(findLocality('Mumbai', 'Banjara Hills')).toBeUndefined();
    expect(findLocality('Nowhere', 'Banjara Hills')).toBeUndefined();
  });
});

describe('nearestLocalities', () => {
  it('orders a city’s localities by distance from a point', () => {
    const nearby = nearestLocalities('Hyderabad', { lat: 17.4156, lng: 78.4347 }, 3);
    expect(nearby).toHaveLength(3);
    expect(nearby[0]).toEqual({ locality: findLocality('Hyderabad', 'Banjara Hills'), km: 0 });
    expect(nearby[1]!.km).toBeGreaterThanOrEqual(nearby[0]!.km);
    expect(nearby[2]!.km).toBeGreaterThanOrEqual(nearby[1]!.km);
  });

  it('returns every locality when asked for more than there are, and none for n ≤ 0', () => {
    const nellore = findCity('Nellore')!;
    expect(nearestLocalities(nellore, nellore.centre, 100)).toHaveLength(nellore.localities.length);
    expect(nearestLocalities(nellore, nellore.centre, 0)).toEqual([]);
    expect(nearestLocalities('Nowhere', nellore.centre)).toEqual([]);
  });
});

describe('slugs and the spec record', () => {
  it('makes URL slugs', () => {
    expect(slugify('Hyderabad')).toBe('hyderabad');
    expect(slugify('Banjara Hills')).toBe('banjara-hills');
    expect(slugify('T. Nagar')).toBe('t-nagar');
    expect(slugify('  A.T. Agraharam ')).toBe('a-t-agraharam');
    expect(slugify('Co-operative Colony')).toBe('co-operative-colony');
    expect(findCity('Hyderabad')?.slug).toBe('hyderabad');
    expect(findLocality('Hyderabad', 'Banjara Hills')?.slug).toBe('banjara-hills');
  });

  it('gives the spec record with coordinates as strings', () => {
    const record = toCityRecord(findCity('Hyderabad')!);
    expect(record.city).toBe('Hyderabad');
    expect(record.state).toBe('Telangana');
    expect(record.subLocalities).toContainEqual({
      name: 'Banjara Hills',
      lat: '17.4156',
      lng: '78.4347',
    });
    expect(record.subLocalities.find((l) => l.name === 'Gachibowli')).toEqual({
      name: 'Gachibowli',
      lat: '17.4401',
      lng: '78.3489',
    });
  });
});
