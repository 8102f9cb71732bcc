import { CITIES } from './dataset';
import { haversineKm, roundKm } from './geo';
import { lookupKey } from './slug';
import {
  STATES,
  type City,
  type CityRecord,
  type GeoPoint,
  type Locality,
  type StateName,
} from './types';

// Built once: the lists are small and fixed, and lookups run on every search request.
const CITY_BY_KEY = new Map<string, City>();
for (const city of CITIES) {
  for (const name of [city.name, ...city.aliases]) CITY_BY_KEY.set(lookupKey(name), city);
}

const LOCALITY_BY_KEY = new Map<City, Map<string, Locality>>(
  CITIES.map((city) => [city, new Map(city.localities.map((l) => [lookupKey(l.name), l]))]),
);

const STATE_BY_KEY = new Map<string, StateName>(STATES.map((s) => [lookupKey(s), s]));

export const getStates = (): readonly StateName[] => STATES;

/** The state's cities; an unknown state has none. Case and spacing do not matter. */
export function getCitiesOfState(state: string): readonly City[] {
  const known = STATE_BY_KEY.get(lookupKey(state));
  return known ? CITIES.filter((city) => city.state === known) : [];
}

/**
 * A city by its name, a common alternate name ("Bangalore", "Vizag", "Bombay") or its slug;
 * case, surrounding spaces and punctuation are ignored.
 */
export function findCity(name: string): City | undefined {
  const key = lookupKey(name);
  return key ? CITY_BY_KEY.get(key) : undefined;
}

const resolveCity = (city: string | City): City | undefined =>
  typeof city === 'string' ? findCity(city) : city;

/** A locality of a city by its name or slug, ignoring case, spacing and punctuation. */
export function findLocality(city: string | City, name: string): Locality | undefined {
  const found = resolveCity(city);
  return found ? LOCALITY_BY_KEY.get(found)?.get(lookupKey(name)) : undefined;
}

export interface NearbyLocality {
  locality: Locality;
  /** Great-circle distance from the point, km rounded to 0.1. */
  km: number;
}

/** The n localities of a city closest to a point, nearest first. */
export function nearestLocalities(city: string | City, point: GeoPoint, n = 5): NearbyLocality[] {
  const found = resolveCity(city);
  if (!found || n <= 0) return [];
  return found.localities
    .map((locality) => ({ locality, exact: haversineKm(point, locality) }))
    .sort((a, b) => a.exact - b.exact)
    .slice(0, n)
    .map(({ locality, exact }) => ({ locality, km: roundKm(exact) }));
}

/** The city in the record shape of the product spec, coordinates as 4-decimal strings. */
export function toCityRecord(city: City): CityRecord {
  return {
    city: city.name,
    state: city.state,
    subLocalities: city.localities.map((l) => ({
      name: l.name,
      lat: l.lat.toFixed(4),
      lng: l.lng.toFixed(4),
    })),
  };
}
