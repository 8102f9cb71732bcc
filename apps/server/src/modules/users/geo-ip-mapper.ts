import type { GeoLocation } from '@nivaas/shared';

type Json = Record<string, unknown>;

const text = (...values: unknown[]): string => {
  for (const v of values) if (typeof v === 'string' && v.trim()) return v.trim();
  return '';
};
const num = (...values: unknown[]): number | undefined => {
  for (const v of values) {
    const n = typeof v === 'string' && v.trim() ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return undefined;
};
const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};

/**
 * Reads the common geo-IP JSON shapes: ip-api.com (regionName, isp, lat/lon, status),
 * ipapi.co (country_name, org, latitude/longitude, error) and ipwho.is (timezone.id,
 * connection.isp, success). Anything without a city is no answer.
 */
export function mapGeoIpResponse(body: unknown): GeoLocation | null {
  const b = obj(body);
  if (b.status === 'fail' || b.success === false || b.error === true) return null;
  const city = text(b.city);
  if (!city) return null;
  const timezone = obj(b.timezone);
  const connection = obj(b.connection);
  const latitude = num(b.latitude, b.lat);
  const longitude = num(b.longitude, b.lon, b.lng);
  return {
    country: text(b.country_name, b.country) || 'Unknown',
    region: text(b.regionName, b.region_name, b.region) || 'Unknown',
    city,
    timezone: text(b.timezone, timezone.id, b.time_zone) || 'Unknown',
    isp: text(b.isp, connection.isp, b.org, connection.org) || 'Unknown',
    ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
    status: 'success',
  };
}
