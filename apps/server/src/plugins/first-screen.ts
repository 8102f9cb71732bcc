import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WEB_PAGES, webPathPattern, type LanguageCode, type WebPage } from '@nivaas/shared';
import { scriptJson } from '../lib/script-json';

const drawnFor = (who: WebPage['drawnFor']): RegExp[] =>
  Object.values<WebPage>(WEB_PAGES)
    .filter((page) => page.drawnFor === who)
    .flatMap((page) => page.paths.map(webPathPattern));

/**
 * The pages whose first screen the server draws for a visitor: home, sign-in, landing pages and
 * listing previews, the pages people open first from a link (decision 036).
 */
const DRAWN = drawnFor('visitor');

/**
 * The pages drawn for a signed-in person, with their own session: search and a listing, the
 * pages a seeker opens most. Never reused: each is drawn for its person, and sent `no-store`.
 */
const DRAWN_SIGNED_IN = drawnFor('signed-in');

/** A session cookie, valid or not: the request may be a person's, never a visitor's. */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?nivaas\.session_token=/;

/** Drawn once at start (see loadFirstScreens). */
const WARM_UP = ['/', '/login', '/rent/mumbai/apartment'];

const LANGUAGE = /^[a-z]{2}$/;
const NAMESPACE = /^[a-z][a-zA-Z-]*$/;

/** The drawn screen: the markup for `#root`, and the script element the browser takes over from. */
export interface FirstScreen {
  html: string;
  script: string;
  /** Drawn for a signed-in person, with their data: never to be kept by a cache. */
  personal: boolean;
}

export type FirstScreens = (
  url: string,
  headers: { cookie?: string | undefined },
  language: LanguageCode,
) => Promise<FirstScreen | null>;

interface Renderer {
  createServerRenderer(options: {
    readTexts: (language: string, namespace: string) => Promise<Record<string, unknown>>;
    api: (path: string, init: RequestInit) => Promise<Response>;
  }): (
    url: string,
    origin: string,
    language: LanguageCode,
    options?: { signedIn?: boolean },
  ) => Promise<{ html: string; screen: unknown } | null>;
}

const none: FirstScreens = async () => null;

/**
 * Loads the web build's renderer (apps/web/dist-ssr, beside the browser's dist) and answers a
 * page's drawn first screen, or null: a page it does not draw (for a request with a session
 * cookie, only search and a listing are drawn, as that person, and only while the session is
 * good), a build without the renderer, or any failure. A null
 * costs the page its first screen, never the page: the browser then draws it, as before.
 */
export async function loadFirstScreens(
  app: FastifyInstance,
  webRoot: string,
  log: FastifyBaseLogger,
): Promise<FirstScreens> {
  const file = path.join(webRoot, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(file)) return none;
  let renderer: Renderer;
  try {
    renderer = (await import(pathToFileURL(file).href)) as Renderer;
  } catch (err) {
    log.warn({ err }, 'the first-screen renderer did not load; pages are drawn by the browser');
    return none;
  }

  const texts = new Map<string, Promise<Record<string, unknown>>>();
  const readTexts = (language: string, namespace: string) => {
    if (!LANGUAGE.test(language) || !NAMESPACE.test(namespace)) return Promise.resolve({});
    const key = `${language}/${namespace}`;
    let loaded = texts.get(key);
    if (!loaded) {
      // A namespace without a file for this language reads as empty, as in the browser.
      loaded = readFile(path.join(webRoot, 'locales', language, `${namespace}.json`), 'utf8').then(
        (body) => JSON.parse(body) as Record<string, unknown>,
        () => ({}),
      );
      texts.set(key, loaded);
    }
    return loaded;
  };
  // The cookie of the person whose page is being drawn (none for a visitor's page).
  const caller = new AsyncLocalStorage<string>();
  // The page's requests, answered by this server in process, as the person (or visitor) whose
  // page it is: the same authorisation as their browser's own requests.
  const api = async (url: string, init: RequestInit) => {
    if ((init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
    const cookie = caller.getStore();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  const render = renderer.createServerRenderer({ readTexts, api });

  const draw = (url: string, language: LanguageCode, signedIn: boolean) =>
    render(url, 'http://nivaas.local', language, { signedIn }).then(
      (drawn) =>
        drawn && {
          html: drawn.html,
          // A signed-in person's page is taken over once the phone is idle, a visitor's only when
          // they act (the start script, decision 070).
          script: `<script type="application/json" id="nivaas-screen"${signedIn ? ' data-signed-in' : ''}>${scriptJson(drawn.screen)}</script>`,
          personal: signedIn,
        },
      (err: unknown) => {
        log.warn({ err, url }, 'first screen failed; the browser draws the page');
        return null;
      },
    );
  const screens: FirstScreens = (url, headers, language) => {
    const pathname = url.split('?')[0] ?? '';
    // A session cookie, valid or not: the drawing finds out.
    if (SESSION_COOKIE.test(headers.cookie ?? '')) {
      if (!DRAWN_SIGNED_IN.some((pattern) => pattern.test(pathname))) return Promise.resolve(null);
      return caller.run(headers.cookie ?? '', () => draw(url, language, true));
    }
    if (!DRAWN.some((pattern) => pattern.test(pathname))) return Promise.resolve(null);
    // A visitor's page is reused whole, with its screen, by web-static (public-pages.ts).
    return draw(url, language, false);
  };
  // The first drawing of a kind of page loads its code and texts (hundreds of ms): done once at
  // start, so no visitor waits for it.
  app.addHook('onReady', (done) => {
    for (const url of WARM_UP) void screens(url, {}, 'en');
    done();
  });
  return screens;
}

/**
 * The shell with the drawn screen inside `#root` and its data after it. The app's files and the
 * page's texts are not preloaded in the head any more: they would share a phone's bandwidth with
 * the styles and the first photo that the drawn screen paints with. They are listed in
 * `#nivaas-later`, which the start script turns into preloads once the screen is painted.
 */
export function withFirstScreen(
  shell: string,
  screen: Pick<FirstScreen, 'html' | 'script'>,
  /** Each file's place in an order of imports first (page-preloads: loadModuleOrder). */
  order: (href: string) => number = () => 0,
): string {
  const later: Array<{ rel: string; as?: string; href: string }> = [];
  const hrefOf = (tag: string) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? '';
  const head = shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
      later.push({ rel: 'modulepreload', href: hrefOf(tag) });
      return '';
    })
    .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, (tag) => {
      // The page's answers came with it: only its texts are still to fetch.
      const href = hrefOf(tag);
      if (href.startsWith('/locales/')) later.push({ rel: 'preload', as: 'fetch', href });
      return '';
    });
  // Files first, each after those it imports (the start script runs them in this order), then
  // the texts.
  later.sort(
    (a, b) =>
      Number(a.rel !== 'modulepreload') - Number(b.rel !== 'modulepreload') ||
      (a.rel === 'modulepreload' ? order(a.href) - order(b.href) || 0 : 0),
  );
  const laterScript = `<script type="application/json" id="nivaas-later">${scriptJson(later)}</script>`;
  return head.replace(
    '<div id="root"></div>',
    () => `<div id="root">${screen.html}</div>${screen.script}${laterScript}`,
  );
}
