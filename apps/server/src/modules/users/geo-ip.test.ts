import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mapGeoIpResponse } from './geo-ip-mapper';
import { isLocalAddress } from './local-address';
import { lookupLocation } from './geo-ip';

describe('which addresses count as local', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.10.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456:789a::1',
    'fc00::5',
    '::ffff:127.0.0.1',
    '::ffff:192.168.0.4',
  ])('%s is local', (ip) => {
    expect(isLocalAddress(ip)).toBe(true);
  });

  it.each([
    '203.0.113.7',
    '8.8.8.8',
    '172.32.0.1',
    '49.36.1.1',
    '2405:201:abcd::1',
    '::ffff:49.36.1.1',
  ])('%s is public', (ip) => {
    expect(isLocalAddress(ip)).toBe(false);
  });

  it('treats something that is no address as not local', () => {
    expect(isLocalAddress('localhost')).toBe(false);
    expect(isLocalAddress('')).toBe(false);
  });
});

describe('reading geo-IP answers', () => {
  it('reads ip-api.com', () => {
    expect(
      mapGeoIpResponse({
        status: 'success',
        country: 'India',
        regionName: 'Andhra Pradesh',
        city: 'Guntur',
        timezone: 'Asia/Kolkata',
        isp: 'BSNL',
        lat: 16.3,
        lon: 80.45,
      }),
    ).toEqual({
      country: 'India',
      region: 'Andhra Pradesh',
      city: 'Guntur',
      timezone: 'Asia/Kolkata',
      isp: 'BSNL',
      latitude: 16.3,
      longitude: 80.45,
      status: 'success',
    });
  });

  it('reads ipapi.co (country_name over the country code, org as the ISP)', () => {
    expect(
      mapGeoIpResponse({
        country: 'IN',
        country_name: 'India',
        region: 'Tamil Nadu',
        city: 'Chennai',
        timezone: 'Asia/Kolkata',
        org: 'ACT',
        latitude: '13.08',
        longitude: '80.27',
      }),
    ).toEqual({
      country: 'India',
      region: 'Tamil Nadu',
      city: 'Chennai',
      timezone: 'Asia/Kolkata',
      isp: 'ACT',
      latitude: 13.08,
      longitude: 80.27,
      status: 'success',
    });
  });

  it('reads ipwho.is (nested timezone and connection)', () => {
    expect(
      mapGeoIpResponse({
        success: true,
        country: 'India',
        region: 'Punjab',
        city: 'Ludhiana',
        timezone: { id: 'Asia/Kolkata' },
        connection: { isp: 'Jio' },
      }),
    ).toEqual({
      country: 'India',
      region: 'Punjab',
      city: 'Ludhiana',
      timezone: 'Asia/Kolkata',
      isp: 'Jio',
      status: 'success',
    });
  });

  it.each([
    ['a failure status', { status: 'fail', city: 'X' }],
    ['success false', { success: false, city: 'X' }],
    ['an error flag', { error: true, city: 'X' }],
    ['no city', { status: 'success', country: 'India' }],
    ['a blank city', { city: '   ' }],
    ['not an object', 'Hyderabad'],
    ['null', null],
  ])('gives no answer for %s', (_what, body) => {
    expect(mapGeoIpResponse(body)).toBeNull();
  });

  it('fills missing parts with Unknown', () => {
    expect(mapGeoIpResponse({ city: 'Vijayawada' })).toEqual({
      country: 'Unknown',
      region: 'Unknown',
      city: 'Vijayawada',
      timezone: 'Unknown',
      isp: 'Unknown',
      status: 'success',
    });
  });
});

describe('lookupLocation', () => {
  it('names an address it cannot read instead of asking anyone', async () => {
    const asked: string[] = [];
    const fetchSpy = (async (url: string) => {
      asked.push(url);
      throw new Error('must not be called');
    }) as unknown as typeof fetch;
    const result = await lookupLocation('not-an-ip', {
      providers: ['http://127.0.0.1:9/{ip}'],
      timeoutMs: 100,
      fetch: fetchSpy,
    });
    expect(result).toMatchObject({ city: 'Unknown', status: 'No address' });
    expect(asked).toEqual([]);
  });

  it('asks once more when the connection drops before an answer, and names why it gave up', async () => {
    // A real service on a loopback port that closes the connection on the first request
    // without answering, as a service does when it closes a kept-alive connection being reused.
    let requests = 0;
    const server = createServer((req, res) => {
      requests += 1;
      if (requests === 1 || req.url?.includes('always-drop')) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ status: 'success', query: '203.0.113.7', country: 'India', city: 'Pune' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const errors: string[] = [];
    try {
      const found = await lookupLocation('203.0.113.7', {
        providers: [`${base}/once/{ip}`],
        timeoutMs: 10_000,
        onProviderError: (_provider, reason) => errors.push(reason),
      });
      expect(found).toMatchObject({ city: 'Pune', status: 'success' });
      expect(requests).toBe(2);
      expect(errors).toEqual([]);

      // A service that drops every time is asked twice, then given up with the reason logged.
      requests = 0;
      const failed = await lookupLocation('203.0.113.7', {
        providers: [`${base}/always-drop/{ip}`],
        timeoutMs: 10_000,
        onProviderError: (_provider, reason) => errors.push(reason),
      });
      expect(failed).toMatchObject({ city: 'Unknown', status: 'Service Failed' });
      expect(requests).toBe(2);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^TypeError \(\w+\)$/);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
