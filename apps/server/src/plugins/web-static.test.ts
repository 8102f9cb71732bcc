import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'nivaas-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Nivaas</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build writes beside each text file.
  const big = `console.log(${JSON.stringify('Nivaas '.repeat(500))})`;
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), big);
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big));
  const html = '<!doctype html><title>Nivaas</title><div id="root"></div>';
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => t.close());

describe('serving the web app', () => {
  it('answers / and any app path with the app, revalidated on each visit', async () => {
    for (const url of ['/', '/owner/properties', '/this/does/not/exist']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("keeps the build's own records (.vite/manifest.json) from browsers: 404", async () => {
    for (const url of ['/.vite/manifest.json', '/assets/../.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('src/main.tsx');
    }
  });

  it('serves hashed assets for a year, and a file added after start too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/later-def456.js' })).statusCode).toBe(
      200,
    );
  });

  it('sends the compressed copy the browser accepts, and the file itself to one that accepts none', async () => {
    const get = (encoding: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(200);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Nivaas Nivaas');
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(3000);
    // The app's HTML too, on any app path.
    const page = await t.app.inject({
      method: 'GET',
      url: '/rent/hyderabad/apartment',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('answers a missing file with 404 instead of the app, and robots.txt with rules', async () => {
    for (const url of ['/manifest.webmanifest', '/favicon.ico', '/images/logo.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not-found', reason: 'request.not-found', message: 'Not found.' },
    });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
