import type { GeoPoint } from './types';

/** Mean Earth radius (IUGG), the usual choice for great-circle distances. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (deg: number): number => (deg * Math.PI) / 180;

/**
 * Great-circle distance in km by the haversine formula. It is the distance "as the crow
 * flies": roads are usually 1.2 to 1.5 times longer.
 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are published to 0.1 km: finer figures would claim a precision we lack. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
