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
    // A dropped connection is asked once more: a kept-alive connection the service closed just
    // as it was reused fails without the service ever seeing the request. A timeout or an
    // answer the service gave is not retried.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const res = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        if (!res.ok) {
          opts.onProviderError?.(hostOf(url), `HTTP ${res.status}`);
          break;
        }
        const found = mapGeoIpResponse(await res.json());
        if (found) return found;
        opts.onProviderError?.(hostOf(url), 'no city in the answer');
        break;
      } catch (err) {
        const reason = failureOf(err);
        if (attempt === 1 && reason.dropped) continue;
        opts.onProviderError?.(hostOf(url), reason.text);
        break;
      }
    }
  }
  return unknown(GEO_STATUS.failed);
}

/**
 * Why a request failed, for the log, and whether the connection dropped under it (fetch's
 * TypeError, caused by a socket error) rather than a timeout, an abort or an unreadable answer.
 */
function failureOf(err: unknown): { text: string; dropped: boolean } {
  if (!(err instanceof Error)) return { text: 'error', dropped: false };
  const cause = (err as Error & { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const dropped = err.name === 'TypeError' && code !== undefined;
  return { text: code ? `${err.name} (${code})` : err.name, dropped };
}

/** Logs name the service, never the address being looked up. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid provider URL';
  }
}
