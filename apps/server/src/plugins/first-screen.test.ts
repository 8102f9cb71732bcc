import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser } from '../../test/accounts';

/**
 * A web build with a stand-in for the first-screen renderer (dist-ssr/server-render.js): it
 * draws the page's path and language with the session's answer it asked the server for, as
 * the real one does through the same options; the real one is covered by the browser tests.
 */
const RENDERER = `
export function createServerRenderer({ readTexts, api }) {
  return async (url, origin, language, options = {}) => {
    if (url.startsWith('/login?fail')) throw new Error('drawing failed');
    const session = await (await api('/api/session', { method: 'GET' })).json();
    if (options.signedIn && !session.user) return null;
    const texts = await readTexts(language, 'home');
    return {
      html: '<main><h1>' + texts.title + '</h1><p>' + url + '</p></main>',
      screen: { language, queries: { session, note: '</script><script>alert(1)</script>' } },
    };
  };
}`;

let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'nivaas-web-'));
  const dist = path.join(web, 'dist');
  for (const dir of ['dist/assets', 'dist/.vite', 'dist/locales/en', 'dist/locales/hi', 'dist-ssr'])
    mkdirSync(path.join(web, dir), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><title>Nivaas</title>' +
      '<meta name="nivaas-app" content="/assets/index-a1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/index-a1.js">' +
      '<script type="module" crossorigin src="/assets/start-s1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      'src/app/routes/home.tsx': { file: 'assets/home-b2.js', css: ['assets/home-b2.css'] },
      'src/app/routes/auth/login.tsx': { file: 'assets/login-c3.js' },
    }),
  );
  writeFileSync(path.join(dist, '.vite', 'locales.json'), JSON.stringify({ version: 'v1' }));
  for (const file of ['index-a1.js', 'start-s1.js', 'home-b2.js', 'home-b2.css', 'login-c3.js'])
    writeFileSync(path.join(dist, 'assets', file), '/* built */');
  for (const ns of ['common', 'home', 'auth'])
    writeFileSync(path.join(dist, 'locales/en', `${ns}.json`), '{"title":"Find a home"}');
  writeFileSync(path.join(dist, 'locales/hi', 'home.json'), '{"title":"घर खोजें"}');
  writeFileSync(path.join(web, 'dist-ssr', 'server-render.js'), RENDERER);
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const drawn = (body: string) => /<div id="root"><main>/.test(body);
const later = (body: string) =>
  JSON.parse(/<script type="application\/json" id="nivaas-later">(.*?)<\/script>/.exec(body)![1]!);

describe("a visitor's public pages come with their first screen drawn", () => {
  it('home: drawn inside #root, with the answers it was drawn from beside it', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main><h1>Find a home</h1><p>/</p></main></div>');
    const screen = /<script type="application\/json" id="nivaas-screen"[^>]*>(.*?)<\/script>/.exec(
      res.body,
    );
    // The visitor's session answer came from the server itself; nothing in the data can close
    // the script element it travels in.
    expect(JSON.parse(screen![1]!)).toMatchObject({
      language: 'en',
      queries: { session: { user: null } },
    });
    expect(screen![1]).not.toContain('</script>');
    // A visitor's page is taken over when the visitor acts, not when the phone is idle.
    expect(res.body).toContain('<script type="application/json" id="nivaas-screen">');
    expect(res.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it("the app's files and texts wait for the paint: listed for the start script, not preloaded", async () => {
    const res = await get('/');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).not.toContain('as="fetch"');
    // The page's styles are stylesheets: the drawn screen paints with them.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-b2.css">');
    expect(later(res.body)).toEqual([
      { rel: 'modulepreload', href: '/assets/index-a1.js' },
      { rel: 'modulepreload', href: '/assets/home-b2.js' },
      { rel: 'preload', as: 'fetch', href: '/locales/en/common.json?v=v1' },
      { rel: 'preload', as: 'fetch', href: '/locales/en/home.json?v=v1' },
    ]);
  });

  it('in the language the app will start in', async () => {
    const res = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(res.body).toContain('<h1>घर खोजें</h1>');
    expect(res.body).toContain('<html lang="hi" data-mantine-color-scheme="light">');
  });

  it('sign-in, sign-up and landing pages are drawn; other pages are left to the browser', async () => {
    expect(drawn((await get('/login')).body)).toBe(true);
    expect(drawn((await get('/register')).body)).toBe(true);
    expect(drawn((await get('/rent/pune/apartment')).body)).toBe(true);
    for (const url of ['/properties', '/messages', '/owner/properties']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('nivaas-screen');
    }
  });

  it('a signed-in visitor gets the app shell on public pages', async () => {
    const res = await get('/', { cookie: 'nivaas.session_token=abc.def' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('nivaas-screen');
    // ... and the preloads of before, the session's included.
    expect(res.body).toContain('href="/api/session"');
  });

  it('a drawing that fails costs the page its first screen, never the page', async () => {
    const res = await get('/login?fail=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/start-s1.js">');
  });
});

describe("a signed-in person's search and listing pages are drawn for them", () => {
  const screenOf = (body: string) =>
    JSON.parse(
      /<script type="application\/json" id="nivaas-screen"[^>]*>(.*?)<\/script>/.exec(body)![1]!,
    ) as {
      queries: { session: { user: { id: string } | null } };
    };

  it('with their own session, each time, and kept by no cache', async () => {
    const asha = await makeUser(t.app, 'tenant');
    const ravi = await makeUser(t.app, 'tenant');
    for (const url of ['/properties', '/properties/some-listing']) {
      const first = await get(url, { cookie: asha.cookie });
      expect(drawn(first.body), url).toBe(true);
      expect(screenOf(first.body).queries.session.user?.id).toBe(asha.id);
      expect(first.headers['cache-control']).toBe('private, no-store');
      // Marked so the start script takes it over once the phone is idle (their notices).
      expect(first.body).toContain('id="nivaas-screen" data-signed-in>');
      // Straight after, another person: drawn again, for them.
      const second = await get(url, { cookie: ravi.cookie });
      expect(screenOf(second.body).queries.session.user?.id).toBe(ravi.id);
    }
  });

  it('is sent uncompressed, so its size tells nothing of what it holds (BREACH)', async () => {
    const asha = await makeUser(t.app, 'tenant');
    const res = await get('/properties?q=secret', {
      cookie: asha.cookie,
      'accept-encoding': 'br, gzip',
    });
    expect(drawn(res.body)).toBe(true);
    expect(res.headers['content-encoding']).toBeUndefined();
    // A public drawn page is still compressed.
    const pub = await get('/login', { 'accept-encoding': 'br, gzip' });
    expect(pub.headers['content-encoding']).toBe('br');
  });

  it('a session that is not good gets the app shell, and the browser sends them to sign in', async () => {
    const res = await get('/properties', { cookie: 'nivaas.session_token=abc.def' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('nivaas-screen');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('their other pages are still drawn by the browser', async () => {
    const owner = await makeUser(t.app, 'owner');
    for (const url of ['/', '/messages', '/owner/properties', '/favorites']) {
      const res = await get(url, { cookie: owner.cookie });
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
