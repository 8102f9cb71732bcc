import type { GeoPoint, StateName } from '../types';

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * Each state's real extent in degrees (its northern-, southern-, western- and easternmost
 * points, rounded outwards by at most 0.1°; Andhra Pradesh as it has been since 2014).
 * Tight enough that a swapped latitude and longitude, a mistyped digit or a place in a
 * non-neighbouring state falls outside.
 */
export const STATE_BOXES: Record<StateName, Box> = {
  'Andhra Pradesh': { minLat: 12.6, maxLat: 19.2, minLng: 76.7, maxLng: 84.8 },
  Telangana: { minLat: 15.8, maxLat: 19.95, minLng: 77.2, maxLng: 81.35 },
  'Tamil Nadu': { minLat: 8.05, maxLat: 13.6, minLng: 76.2, maxLng: 80.35 },
  Karnataka: { minLat: 11.5, maxLat: 18.5, minLng: 74.0, maxLng: 78.6 },
  Maharashtra: { minLat: 15.6, maxLat: 22.1, minLng: 72.6, maxLng: 80.9 },
  Punjab: { minLat: 29.5, maxLat: 32.55, minLng: 73.85, maxLng: 76.95 },
};

export const insideBox = (box: Box, p: GeoPoint): boolean =>
  p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;

/** The PIN code ranges India Post gives each state (first two digits). */
export const PIN_PATTERN: Record<StateName, RegExp> = {
  'Andhra Pradesh': /^5[1-3]\d{4}$/,
  Telangana: /^50\d{4}$/,
  'Tamil Nadu': /^6[0-4]\d{4}$/,
  Karnataka: /^5[6-9]\d{4}$/,
  Maharashtra: /^4[0-4]\d{4}$/,
  Punjab: /^1[45]\d{4}$/,
};
