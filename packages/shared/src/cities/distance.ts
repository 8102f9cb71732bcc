/**
 * Inter-locality distances. All figures are great-circle (haversine) distances in km between
 * the dataset's coordinates, rounded to 0.1 km: not road distances, which run longer.
 */
import { haversineKm, roundKm } from './geo';
import { findCity, findLocality } from './lookup';
import type { City } from './types';

export interface DistanceMatrix {
  /** Locality names, in the order of the rows and columns of km. */
  localities: readonly string[];
  /** km[i][j]: distance from localities[i] to localities[j]; symmetric, zero diagonal. */
  km: readonly (readonly number[])[];
}

// Computed on first use and kept: a 24-locality matrix is 576 numbers, cheap to hold.
const MATRICES = new Map<City, DistanceMatrix>();

function buildMatrix(city: City): DistanceMatrix {
  const { localities } = city;
  const km = localities.map((a, i) =>
    localities.map((b, j) => (i === j ? 0 : roundKm(haversineKm(a, b)))),
  );
  return { localities: localities.map((l) => l.name), km };
}

/** The published distance matrix of a city, or undefined for cities that carry none. */
export function getDistanceMatrix(city: string | City): DistanceMatrix | undefined {
  const found = typeof city === 'string' ? findCity(city) : city;
  if (!found?.hasDistanceMatrix) return undefined;
  let matrix = MATRICES.get(found);
  if (!matrix) {
    matrix = buildMatrix(found);
    MATRICES.set(found, matrix);
  }
  return matrix;
}

/**
 * Distance in km between two localities of a city: the matrix figure where the city has one,
 * otherwise the same great-circle measure. Undefined when the city or a locality is unknown.
 */
export function distanceKm(
  cityName: string,
  localityA: string,
  localityB: string,
): number | undefined {
  const city = findCity(cityName);
  if (!city) return undefined;
  const a = findLocality(city, localityA);
  const b = findLocality(city, localityB);
  if (!a || !b) return undefined;
  const matrix = getDistanceMatrix(city);
  if (matrix) {
    const row = matrix.km[city.localities.indexOf(a)];
    const value = row?.[city.localities.indexOf(b)];
    if (value !== undefined) return value;
  }
  return a === b ? 0 : roundKm(haversineKm(a, b));
}
