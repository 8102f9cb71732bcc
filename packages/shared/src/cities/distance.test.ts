import { describe, expect, it } from 'vitest';
import {
  CITIES,
  DISTANCE_MATRIX_CITIES,
  distanceKm,
  findCity,
  getDistanceMatrix,
  haversineKm,
} from './index';

describe('haversineKm', () => {
  it('is zero for a point and itself', () => {
    expect(haversineKm({ lat: 17.385, lng: 78.4867 }, { lat: 17.385, lng: 78.4867 })).toBe(0);
  });

  it('matches known great-circle distances', () => {
    // One degree of latitude is about 111.2 km everywhere.
    expect(haversineKm({ lat: 10, lng: 78 }, { lat: 11, lng: 78 })).toBeCloseTo(111.2, 1);
    // Mumbai to Pune city centres: about 120 km as the crow flies.
    const mumbai = findCity('Mumbai')!.centre;
    const pune = findCity('Pune')!.centre;
    expect(haversineKm(mumbai, pune)).toBeGreaterThan(115);
    expect(haversineKm(mumbai, pune)).toBeLessThan(125);
  });

  it('is symmetric', () => {
    const a = { lat: 12.9352, lng: 77.6245 };
    const b = { lat: 13.1007, lng: 77.5963 };
    expect(haversineKm(a, b)).toBe(haversineKm(b, a));
  });
});

describe('distance matrices', () => {
  it.each(DISTANCE_MATRIX_CITIES)(
    '%s has a square, symmetric matrix with a zero diagonal',
    (name) => {
      const city = findCity(name)!;
      const matrix = getDistanceMatrix(name)!;
      expect(matrix.localities).toEqual(city.localities.map((l) => l.name));
      expect(matrix.km).toHaveLength(city.localities.length);
      matrix.km.forEach((row, i) => {
        expect(row).toHaveLength(city.localities.length);
        expect(row[i]).toBe(0);
        row.forEach((km, j) => {
          expect(km).toBe(matrix.km[j]![i]);
          expect(Math.round(km * 10) / 10).toBe(km);
          if (i !== j) expect(km).toBeGreaterThan(0);
        });
      });
    },
  );

  it('is computed once and kept', () => {
    expect(getDistanceMatrix('Pune')).toBe(getDistanceMatrix('poona'));
  });

  it('is absent for cities that carry only coordinates', () => {
    const others = CITIES.filter(
      (c) => !(DISTANCE_MATRIX_CITIES as readonly string[]).includes(c.name),
    );
    expect(others).toHaveLength(31);
    for (const city of others) expect(getDistanceMatrix(city)).toBeUndefined();
    expect(getDistanceMatrix('Nowhere')).toBeUndefined();
  });
});

describe('distanceKm', () => {
  it('reads the matrix of a matrix city, both ways round', () => {
    const km = distanceKm('Hyderabad', 'Banjara Hills', 'Gachibowli')!;
    expect(km).toBe(distanceKm('hyderabad', 'gachibowli', 'banjara-hills'));
    const matrix = getDistanceMatrix('Hyderabad')!;
    const i = matrix.localities.indexOf('Banjara Hills');
    const j = matrix.localities.indexOf('Gachibowli');
    expect(km).toBe(matrix.km[i]![j]);
    // Banjara Hills to Gachibowli is about 9 km across western Hyderabad.
    expect(km).toBeGreaterThan(8);
    expect(km).toBeLessThan(10.5);
  });

  it('measures any two localities of a city without a matrix', () => {
    const km = distanceKm('Nellore', 'Vedayapalem', 'Ranganayakulapeta')!;
    const a = findCity('Nellore')!.localities.find((l) => l.name === 'Vedayapalem')!;
    const b = findCity('Nellore')!.localities.find((l) => l.name === 'Ranganayakulapeta')!;
    expect(km).toBe(Math.round(haversineKm(a, b) * 10) / 10);
    expect(distanceKm('Nellore', 'Vedayapalem', 'vedayapalem')).toBe(0);
  });

  it('accepts alternate city names', () => {
    expect(distanceKm('Bangalore', 'Koramangala', 'Whitefield')).toBe(
      distanceKm('Bengaluru', 'Koramangala', 'Whitefield'),
    );
  });

  it('is undefined for an unknown city or locality', () => {
    expect(distanceKm('Nowhere', 'A', 'B')).toBeUndefined();
    expect(distanceKm('Mumbai', 'Colaba', 'Banjara Hills')).toBeUndefined();
    expect(distanceKm('Mumbai', 'Atlantis', 'Colaba')).toBeUndefined();
  });
});
