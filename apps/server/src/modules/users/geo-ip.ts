import type { GeoLocation } from '@nivaas/shared';
import { mapGeoIpResponse } from './geo-ip-mapper';
import { isLocalAddress, isValidIp, normaliseIp } from './local-address';

export const GEO_STATUS = {
  development: 'development',
  failed: 'Service Failed',
  disabled: 'Lookup disabled',
  noAddress: 'No address',
} as const;

const unknown = (status: string): GeoLocation => ({
  country: 'Unknown',
  region: 'Unknown',
  city: 'Unknown',
  timezone: 'Unknown',
  isp: 'Unknown',
  status,
});

export const developmentLocation = (): GeoLocation => ({
  country: 'Development',
  region: 'Local',
  city: 'Localhost',
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  isp: 'Local network',
  status: GEO_STATUS.development,
});

export interface GeoIpOptions {
  /** URL templates with `{ip}`, tried in order. */
  providers: string[];
  timeoutMs: number;
  fetch?: typeof fetch;
  onProviderError?: (provider: string, reason: string) => void;
}

/**
 * Where an address is. Never throws: every failure ends in a record whose status says why.
 * Loopback and private addresses get a development placeholder without any network call.
 */
export async function lookupLocation(ip: string, opts: GeoIpOptions): Promise<GeoLocation> {
  if (!isValidIp(ip)) return unknown(GEO_STATUS.noAddress);
  if (isLocalAddress(ip)) return developmentLocation();
  if (opts.providers.length === 0) return unknown(GEO_STATUS.disabled);
  const doFetch = opts.fetch ?? fetch;
  const address = encodeURIComponent(normaliseIp(ip));
  for (const template of opts.providers) {
    const url = template.replaceAll('{ip}', address);
    try {
      const res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) {
        opts.onProviderError?.(hostOf(url), `HTTP ${res.status}`);
        continue;
      }
      const found = mapGeoIpResponse(await res.json());
      if (found) return found;
      opts.onProviderError?.(hostOf(url), 'no city in the answer');
    } catch (err) {
      opts.onProviderError?.(hostOf(url), err instanceof Error ? err.name : 'error');
    }
  }
  return unknown(GEO_STATUS.failed);
}

/** Logs name the service, never the address being looked up. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid provider URL';
  }
}
