import { describe, expect, it } from 'vitest';
import { CITIES, DISTANCE_MATRIX_CITIES } from './dataset';
import { haversineKm } from './geo';
import { lookupKey } from './slug';
import { PIN_PATTERN, STATE_BOXES, insideBox } from './test-support/state-bounds';
import { STATES } from './types';

const allLocalities = CITIES.flatMap((city) => city.localities.map((l) => ({ city, l })));
const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;

describe('city dataset', () => {
  it('covers the cities per state the product promises', () => {
    const counts = Object.fromEntries(
      STATES.map((s) => [s, CITIES.filter((c) => c.state === s).length]),
    );
    expect(counts).toEqual({
      'Andhra Pradesh': 20,
      Telangana: 5,
      'Tamil Nadu': 5,
      Karnataka: 3,
      Maharashtra: 3,
      Punjab: 3,
    });
  });

  it('gives every city 5 to 24 localities, the distance-matrix cities at least 15', () => {
    for (const city of CITIES) {
      expect(city.localities.length, city.name).toBeGreaterThanOrEqual(
        city.hasDistanceMatrix ? 15 : 5,
      );
      expect(city.localities.length, city.name).toBeLessThanOrEqual(24);
    }
  });

  it('marks exactly the eight distance-matrix cities', () => {
    expect(
      CITIES.filter((c) => c.hasDistanceMatrix)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...DISTANCE_MATRIX_CITIES].sort());
  });

  it('places every city centre and locality inside its state', () => {
    for (const city of CITIES) {
      const box = STATE_BOXES[city.state];
      expect(insideBox(box, city.centre), `${city.name} centre`).toBe(true);
      for (const l of city.localities) {
        expect(insideBox(box, l), `${city.name} / ${l.name} (${l.lat}, ${l.lng})`).toBe(true);
      }
    }
  });

  it('keeps every locality within 40 km of its city centre', () => {
    for (const { city, l } of allLocalities) {
      expect(haversineKm(city.centre, l), `${city.name} / ${l.name}`).toBeLessThan(40);
    }
  });

  it('never gives two localities of a city the same coordinates or name', () => {
    for (const city of CITIES) {
      const points = city.localities.map((l) => `${l.lat},${l.lng}`);
      expect(new Set(points).size, city.name).toBe(points.length);
      const names = city.localities.map((l) => lookupKey(l.name));
      expect(new Set(names).size, city.name).toBe(names.length);
      const slugs = city.localities.map((l) => l.slug);
      expect(new Set(slugs).size, city.name).toBe(slugs.length);
    }
  });

  it('keeps localities of a city apart (no copy-paste of a neighbour)', () => {
    for (const city of CITIES) {
      city.localities.forEach((a, i) =>
        city.localities.slice(i + 1).forEach((b) => {
          expect(haversineKm(a, b), `${city.name}: ${a.name} / ${b.name}`).toBeGreaterThan(0.2);
        }),
      );
    }
  });

  it('writes coordinates to at most 4 decimals', () => {
    for (const { city, l } of allLocalities) {
      expect(decimals(l.lat), `${city.name} / ${l.name}`).toBeLessThanOrEqual(4);
      expect(decimals(l.lng), `${city.name} / ${l.name}`).toBeLessThanOrEqual(4);
    }
  });

  it('uses 6-digit PIN codes of the right state', () => {
    const withPin = allLocalities.filter(({ l }) => l.pincode !== undefined);
    expect(withPin.length).toBeGreaterThan(allLocalities.length / 2);
    for (const { city, l } of withPin) {
      expect(l.pincode, `${city.name} / ${l.name}`).toMatch(PIN_PATTERN[city.state]);
    }
  });

  it('gives every city a unique name, slug and alternate names', () => {
    const keys = CITIES.flatMap((c) => [c.name, ...c.aliases].map(lookupKey));
    expect(new Set(keys).size).toBe(keys.length);
    const slugs = CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of [...slugs, ...allLocalities.map(({ l }) => l.slug)]) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
