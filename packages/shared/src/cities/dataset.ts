/**
 * The static city and locality dataset of Nivaas (product spec section 3, "City data").
 *
 * - Coverage: Andhra Pradesh 20 cities, Telangana 5, Tamil Nadu 5, Karnataka 3,
 *   Maharashtra 3, Punjab 3; each city has 5 to 24 real neighbourhoods.
 * - Coordinates are approximate neighbourhood centres in decimal degrees (WGS 84) to
 *   4 decimals, taken from public maps; none is invented. They are good for "near" and
 *   "far", not for a street address.
 * - PIN codes are India Post codes of the locality's post office, given only where known.
 * - Distances between localities are great-circle (haversine) distances in km rounded to
 *   0.1 km, computed from these coordinates, not road distances. Guntur, Vijayawada,
 *   Visakhapatnam, Bengaluru, Hyderabad, Pune, Mumbai and Chennai publish them as a full
 *   matrix (see distance.ts); any two localities can still be measured with distanceKm.
 */
import { ANDHRA_PRADESH } from './data/andhra-pradesh';
import { KARNATAKA } from './data/karnataka';
import { MAHARASHTRA } from './data/maharashtra';
import { PUNJAB } from './data/punjab';
import { TAMIL_NADU } from './data/tamil-nadu';
import { TELANGANA } from './data/telangana';
import { slugify } from './slug';
import { STATES, type City, type CityData, type StateName } from './types';

const DATA_BY_STATE: Record<StateName, readonly CityData[]> = {
  'Andhra Pradesh': ANDHRA_PRADESH,
  Telangana: TELANGANA,
  'Tamil Nadu': TAMIL_NADU,
  Karnataka: KARNATAKA,
  Maharashtra: MAHARASHTRA,
  Punjab: PUNJAB,
};

/** The cities whose inter-locality distances the product shows as a matrix. */
export const DISTANCE_MATRIX_CITIES = [
  'Guntur',
  'Vijayawada',
  'Visakhapatnam',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Mumbai',
  'Chennai',
] as const;

const MATRIX_CITY_NAMES: ReadonlySet<string> = new Set(DISTANCE_MATRIX_CITIES);

function toCity(state: StateName, data: CityData): City {
  return {
    name: data.name,
    slug: slugify(data.name),
    state,
    aliases: data.aliases ?? [],
    centre: { lat: data.centre[0], lng: data.centre[1] },
    hasDistanceMatrix: MATRIX_CITY_NAMES.has(data.name),
    localities: data.localities.map(([name, lat, lng, pincode]) => ({
      name,
      slug: slugify(name),
      lat,
      lng,
      ...(pincode ? { pincode } : {}),
    })),
  };
}

/** Every city, grouped by state in the order of STATES. */
export const CITIES: readonly City[] = STATES.flatMap((state) =>
  DATA_BY_STATE[state].map((data) => toCity(state, data)),
);
