import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// The web app's real install files (apps/web/public), served as a build would lay them out.
const PUBLIC = path.resolve(import.meta.dirname, '../../../web/public');

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  lang: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'nivaas-web-install-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  cpSync(path.join(PUBLIC, 'manifest.webmanifest'), path.join(dist, 'manifest.webmanifest'));
  cpSync(path.join(PUBLIC, 'icons'), path.join(dist, 'icons'), { recursive: true });
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => t.close());

describe('installing Nivaas as an app', () => {
  it('serves the web app manifest as JSON, with icons that exist at their stated sizes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<WebManifest>();
    expect(manifest).toMatchObject({
      name: 'Nivaas',
      short_name: 'Nivaas',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const png = await t.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      // A PNG's width and height are in its header (IHDR), after the 8-byte signature.
      const width = png.rawPayload.readUInt32BE(16);
      const height = png.rawPayload.readUInt32BE(20);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('sends the service worker to be checked for a new version on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets pages load the manifest and the service worker from this origin only', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
  });
});
