import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../test/accounts';
import { makeProperty } from '../../test/properties';
import { sleep } from '../../test/sockets';

/**
 * A web build whose stand-in renderer draws the newest listing's title, read through the search
 * API as the real home page does, in the page's language.
 */
const RENDERER = `
export function createServerRenderer({ readTexts, api }) {
  return async (url, origin, language) => {
    const found = await (await api('/api/properties/search?sort=newest', { method: 'GET' })).json();
    const texts = await readTexts(language, 'home');
    const newest = found.properties[0] ? found.properties[0].title : 'none';
    return {
      html: '<main><h1>' + texts.title + '</h1><p id="newest">' + newest + '</p></main>',
      screen: { language },
    };
  };
}`;

function webBuild(): string {
  const web = mkdtempSync(path.join(tmpdir(), 'nivaas-web-'));
  const dist = path.join(web, 'dist');
  for (const dir of ['dist/assets', 'dist/locales/en', 'dist/locales/hi', 'dist-ssr'])
    mkdirSync(path.join(web, dir), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><title>Nivaas</title>' +
      '<script type="module" crossorigin src="/assets/start-s1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'locales/en', 'home.json'), '{"title":"Find a home"}');
  writeFileSync(path.join(dist, 'locales/hi', 'home.json'), '{"title":"घर खोजें"}');
  writeFileSync(path.join(web, 'dist-ssr', 'server-render.js'), RENDERER);
  return dist;
}

// Kept for a minute here, so that only a change can drop a page during a test.
const ENV = { PUBLIC_PAGE_CACHE_MS: '60000', SEARCH_CACHE_MS: '60000' };
const newest = (body: string) => /<p id="newest">(.*?)<\/p>/.exec(body)?.[1];
const rename = async (t: TestApp, owner: TestUser, id: string, title: string) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/properties/${id}`,
    headers: as(owner),
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("a visitor's drawn public pages are reused, and dropped when a listing changes", () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...ENV, WEB_DIST: webBuild() } });
    owner = await makeUser(t.app, 'owner');
  });
  afterAll(async () => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('a listing edited or added shows on the page at once', async () => {
    const listing = await makeProperty(t.app, owner, { title: 'Sunny flat in Brodipet' });
    expect(newest((await get('/')).body)).toBe('Sunny flat in Brodipet');

    await rename(t, owner, listing.id, 'Quiet flat in Brodipet');
    expect(newest((await get('/')).body)).toBe('Quiet flat in Brodipet');

    await makeProperty(t.app, owner, { title: 'Corner house near the station' });
    expect(newest((await get('/')).body)).toBe('Corner house near the station');
  });

  it('is reused while nothing changed: the same page, compressed as each browser accepts', async () => {
    const first = await get('/login', { 'accept-encoding': 'br' });
    // Written straight to the database: no event, so the kept page is what the next visitor gets.
    await t.app.db.updateTable('properties').set({ title: 'Changed behind its back' }).execute();
    const again = await get('/login');
    expect(newest(again.body)).not.toBe('Changed behind its back');
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.headers['content-encoding']).toBeUndefined();
    for (const res of [first, again]) {
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toBe('accept-encoding, accept-language, cookie');
    }
  });

  it('languages never mix: each is drawn and kept on its own', async () => {
    const hindi = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9' });
    const english = await get('/', { 'accept-language': 'en-IN' });
    const saved = await get('/', { cookie: 'nivaas_language=hi', 'accept-language': 'en' });
    expect(hindi.body).toContain('<h1>घर खोजें</h1>');
    expect(hindi.body).toContain('<html lang="hi" data-mantine-color-scheme="light">');
    expect(english.body).toContain('<h1>Find a home</h1>');
    expect(english.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(saved.body).toContain('<h1>घर खोजें</h1>');
  });

  it('a request with a session cookie is never answered from the visitors’ pages', async () => {
    const asha = await makeUser(t.app, 'tenant');
    expect((await get('/')).body).toContain('id="newest"');
    for (const cookie of [asha.cookie, 'nivaas.session_token=abc.def']) {
      const res = await get('/', { cookie });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('id="newest"');
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let problem: Error | null = null;
  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
    } catch (err) {
      problem = new Error(`This test needs Redis at ${REDIS_URL}: ${(err as Error).message}`);
      return;
    } finally {
      probe.disconnect();
    }
    const dist = webBuild();
    a = await buildTestApp({ env: { ...ENV, WEB_DIST: dist, REDIS_URL } });
    b = await buildTestApp({ env: { ...ENV, WEB_DIST: dist, REDIS_URL }, database: a.database });
    const adapter = a.app.io.of('/').adapter;
    for (let i = 0; i < 50 && (await adapter.serverCount()) < 2; i++) await sleep(50);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a listing changed through one instance drops the other's kept page", async () => {
    if (problem) throw problem;
    const owner = await makeUser(a.app, 'owner');
    const listing = await makeProperty(a.app, owner, { title: 'Flat by the lake' });
    const onB = async () => newest((await b.app.inject({ method: 'GET', url: '/' })).body);
    // The signal crosses Redis: a few milliseconds, waited for up to two seconds.
    const untilShownOnB = async (title: string) => {
      let seen = await onB();
      for (let i = 0; i < 40 && seen !== title; i++) {
        await sleep(50);
        seen = await onB();
      }
      return seen;
    };
    expect(await untilShownOnB('Flat by the lake')).toBe('Flat by the lake');

    await rename(a, owner, listing.id, 'Flat by the old lake');
    const seen = await untilShownOnB('Flat by the old lake');
    expect(seen).toBe('Flat by the old lake');
  });
});
