import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { withFirstScreen } from './first-screen';
import { loadModuleOrder } from './page-preloads';

/** A web build as Vite writes it: hashed chunks, .vite/manifest.json and the texts. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_boot-shared-b2.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/auth/login.tsx'],
    css: ['assets/index-a1.css'],
  },
  '_boot-shared-b2.js': { file: 'assets/boot-shared-b2.js' },
  '_ui-c3.js': { file: 'assets/ui-c3.js', css: ['assets/ui-c3.css'] },
  '_form-d4.js': { file: 'assets/form-d4.js', imports: ['_ui-c3.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-e5.js',
    isDynamicEntry: true,
    imports: ['_boot-shared-b2.js', '_ui-c3.js'],
  },
  'src/app/routes/auth/login.tsx': {
    file: 'assets/login-f6.js',
    isDynamicEntry: true,
    imports: ['_form-d4.js', '_boot-shared-b2.js'],
    dynamicImports: ['src/app/routes/auth/register.tsx'],
  },
  'src/app/routes/auth/register.tsx': { file: 'assets/register-g7.js', isDynamicEntry: true },
  'src/app/routes/landing/listing-landing.tsx': {
    file: 'assets/listing-landing-h8.js',
    isDynamicEntry: true,
    imports: ['_ui-c3.js'],
  },
  'src/app/routes/landing/listing-preview.tsx': {
    file: 'assets/listing-preview-i9.js',
    isDynamicEntry: true,
  },
};

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'nivaas-web-'));
  for (const dir of ['assets', '.vite', 'locales/en', 'locales/hi', 'locales/te', 'locales/ta'])
    mkdirSync(path.join(dist, dir), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Nivaas</title>' +
      '<script type="module" src="/assets/index-a1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dist, '.vite', 'locales.json'), JSON.stringify({ version: 'v123' }));
  for (const chunk of Object.values(MANIFEST)) {
    for (const file of [chunk.file, ...('css' in chunk ? chunk.css : [])])
      writeFileSync(path.join(dist, file), '/* built */');
  }
  for (const lng of ['en', 'hi', 'te', 'ta'])
    for (const ns of ['common', 'home', 'auth', 'landing', 'search', 'listing', 'preview'])
      writeFileSync(path.join(dist, 'locales', lng, `${ns}.json`), '{}');
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => t.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  // A preview of a listing that is not there is a 404 page, still drawn by the same chunks.
  expect([200, 404], url).toContain(res.statusCode);
  const links = [...res.body.matchAll(/<link rel="(modulepreload|preload)"([^>]*)>/g)].map(
    (m) => `${m[1]}${m[2]}`,
  );
  const hrefs = links.map((l) => /href="([^"]+)"/.exec(l)![1]!);
  return { body: res.body, links, hrefs };
};

describe('public pages name what they load in their HTML', () => {
  it("home: its route's chunk and the chunks it imports, its texts, before the head ends", async () => {
    const { body, links } = await page('/');
    expect(links).toEqual([
      'modulepreload href="/assets/home-e5.js"',
      'modulepreload href="/assets/ui-c3.js"',
      'preload as="style" crossorigin href="/assets/ui-c3.css"',
      'preload as="fetch" crossorigin="use-credentials" href="/api/session"',
      'preload as="fetch" crossorigin href="/locales/en/common.json?v=v123"',
      'preload as="fetch" crossorigin href="/locales/en/home.json?v=v123"',
    ]);
    // The entry's own imports are the entry's business; the links sit in <head>.
    expect(body).not.toContain('modulepreload href="/assets/boot-shared');
    expect(body.indexOf('home-e5.js')).toBeLessThan(body.indexOf('</head>'));
  });

  it('login, a landing page and a listing preview: their chunks, never a later page', async () => {
    const login = await page('/login');
    expect(login.hrefs.filter((h) => h.endsWith('.js'))).toEqual([
      '/assets/login-f6.js',
      '/assets/form-d4.js',
      '/assets/ui-c3.js',
    ]);
    expect(login.hrefs).not.toContain('/assets/register-g7.js');
    expect(login.hrefs).toContain('/locales/en/auth.json?v=v123');

    const landing = await page('/rent/hyderabad/apartment');
    expect(landing.hrefs.filter((h) => h.endsWith('.js'))).toEqual([
      '/assets/listing-landing-h8.js',
      '/assets/ui-c3.js',
    ]);
    expect(landing.hrefs).toContain('/locales/en/landing.json?v=v123');

    const preview = await page('/rent/hyderabad/apartment/some-listing-id');
    expect(preview.hrefs.filter((h) => h.endsWith('.js'))).toEqual([
      '/assets/listing-landing-h8.js',
      '/assets/ui-c3.js',
      '/assets/listing-preview-i9.js',
    ]);
    expect(preview.hrefs).toContain('/locales/en/preview.json?v=v123');
  });

  it('every preloaded file is in the build and is served', async () => {
    for (const url of ['/', '/login', '/rent/hyderabad/apartment', '/buy/pune/all/x1']) {
      const { hrefs } = await page(url);
      expect(hrefs.length, url).toBeGreaterThan(0);
      for (const href of hrefs.filter((h) => !h.startsWith('/api/'))) {
        expect(existsSync(path.join(dist, href.split('?')[0]!)), href).toBe(true);
        const res = await t.app.inject({ method: 'GET', url: href });
        expect(res.statusCode, href).toBe(200);
      }
    }
  });

  it('texts come in the language the app will start in: its cookie, else the browser', async () => {
    const saved = await page('/', {
      cookie: 'a=1; nivaas_language=hi',
      'accept-language': 'en-IN,en',
    });
    expect(saved.hrefs).toContain('/locales/hi/home.json?v=v123');
    expect(saved.hrefs.join()).not.toContain('/locales/en/');
    const browser = await page('/login', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(browser.hrefs).toContain('/locales/hi/auth.json?v=v123');
    const english = await page('/login', { cookie: 'nivaas_language=en', 'accept-language': 'hi' });
    expect(english.hrefs).toContain('/locales/en/auth.json?v=v123');
    const telugu = await page('/login', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' });
    expect(telugu.hrefs).toContain('/locales/te/auth.json?v=v123');
    const tamil = await page('/', { cookie: 'nivaas_language=ta', 'accept-language': 'en' });
    expect(tamil.hrefs).toContain('/locales/ta/home.json?v=v123');
    // A language we do not speak reads as English.
    const french = await page('/login', { 'accept-language': 'fr-FR,fr' });
    expect(french.hrefs).toContain('/locales/en/auth.json?v=v123');
  });

  it('other pages get the plain shell', async () => {
    for (const url of ['/messages', '/owner/properties', '/terms']) {
      const { links } = await page(url);
      expect(links, url).toEqual([]);
    }
  });
});

describe("a drawn page's files, in the order the start script runs them (one a task)", () => {
  it('puts every file after the files it imports, so that running one runs only itself', () => {
    const order = loadModuleOrder(dist);
    const runsBefore = (first: string, then: string) =>
      expect(order(`/assets/${first}`), `${first} before ${then}`).toBeLessThan(
        order(`/assets/${then}`),
      );
    runsBefore('boot-shared-b2.js', 'index-a1.js');
    runsBefore('ui-c3.js', 'form-d4.js');
    runsBefore('form-d4.js', 'login-f6.js');
    runsBefore('boot-shared-b2.js', 'login-f6.js');
    runsBefore('ui-c3.js', 'listing-landing-h8.js');
    expect(order('/assets/not-built.js')).toBe(Infinity);
  });

  it("lists them so in the page's #nivaas-later, its texts after them", () => {
    const shell =
      '<html><head>' +
      ['login-f6', 'index-a1', 'form-d4', 'boot-shared-b2', 'ui-c3']
        .map((f) => `<link rel="modulepreload" href="/assets/${f}.js">`)
        .join('') +
      '<link rel="preload" as="fetch" crossorigin href="/locales/en/auth.json?v=1">' +
      '</head><body><div id="root"></div></body></html>';
    const html = withFirstScreen(
      shell,
      { html: '<p>drawn</p>', script: '' },
      loadModuleOrder(dist),
    );
    const later = JSON.parse(/id="nivaas-later">(.*?)<\/script>/.exec(html)![1]!) as {
      href: string;
    }[];
    // The entry right after the one file it imports; the login page after its form and ui.
    expect(later.map((l) => l.href)).toEqual([
      '/assets/boot-shared-b2.js',
      '/assets/index-a1.js',
      '/assets/ui-c3.js',
      '/assets/form-d4.js',
      '/assets/login-f6.js',
      '/locales/en/auth.json?v=1',
    ]);
  });
});
