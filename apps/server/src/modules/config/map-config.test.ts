import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { ConfigError, loadConfig, mapTileSource } from '../../config';

const imgSrc = (csp: string): string[] =>
  (csp.split(';').find((d) => d.trim().startsWith('img-src')) ?? '').trim().split(/\s+/).slice(1);

describe('map tiles', () => {
  it('default to OpenStreetMap and reach the web app through /api/config', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map).toEqual({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      expect(imgSrc(String(res.headers['content-security-policy']))).toContain(
        'https://tile.openstreetmap.org',
      );
    } finally {
      await t.close();
    }
  });

  it('come from MAP_TILE_URL and MAP_ATTRIBUTION, and the CSP lets the browser load them', async () => {
    const t = await buildTestApp({
      env: {
        MAP_TILE_URL: 'http://{s}.tiles.nivaas.test:8080/osm/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: 'Tiles by Nivaas',
      },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json().map).toEqual({
        tileUrl: 'http://{s}.tiles.nivaas.test:8080/osm/{z}/{x}/{y}.png',
        attribution: 'Tiles by Nivaas',
      });
      expect(imgSrc(String(res.headers['content-security-policy']))).toContain(
        'http://*.tiles.nivaas.test:8080',
      );
    } finally {
      await t.close();
    }
  });

  it('refuse a tile URL without {z}, {x} and {y} at start', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/map.png' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)/{z}/{x}/{y}' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('turn a template into a CSP source', () => {
    expect(mapTileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(mapTileSource('https://{s}.basemaps.example.com/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.basemaps.example.com',
    );
    expect(mapTileSource('http://tiles-{s}.example.com/{z}/{x}/{y}.png')).toBe('http:');
  });
});
