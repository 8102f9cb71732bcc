import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  asLanguageCode,
  LANGUAGE_COOKIE,
  WEB_PAGES,
  webPathPattern,
  type LanguageCode,
} from '@nivaas/shared';

/**
 * The pages a visitor often opens first (the web's WEB_PAGES, whose paths its router uses), each
 * with the source modules of its route and the text namespaces its first screen uses. Naming
 * them in the HTML lets the browser fetch them beside the entry script instead of one after
 * another (decision 032).
 */
const ROUTES = Object.values(WEB_PAGES).map((page) => ({
  patterns: page.paths.map(webPathPattern),
  modules: [...page.modules],
  namespaces: [...page.namespaces],
}));

type Language = LanguageCode;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Answers the link tags of a page: its chunks and texts, or '' for a page without any. With
 * `drawn` (the server drew the page's first screen, see first-screen.ts) the page's styles are
 * stylesheets, since the drawn screen needs them to paint.
 */
export type PagePreloads = (
  url: string,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
  options?: { drawn?: boolean },
) => string;

/**
 * Styles of parts a first screen never draws (maps, charts, chat): a drawn page does not wait
 * for them. The Indic fonts' faces are in the entry's stylesheet (app/indic-fonts.css).
 */
const NOT_ON_A_FIRST_SCREEN = /leaflet|search-map|trend-chart|conversations/;

const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The language the app will start in: the one it saved (its cookie), else the browser's first
 * language, as the app reads navigator.language.
 */
export function languageOf(cookie = '', acceptLanguage = ''): Language {
  const saved = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(cookie)?.[1];
  if (saved) return asLanguageCode(saved) ?? 'en';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase();
  return asLanguageCode(first) ?? 'en';
}

/**
 * Reads the web build's manifest (`.vite/manifest.json`, written by `build.manifest`) once and
 * maps each route above to the files it loads: its chunk and the chunks that chunk imports
 * statically, minus what the entry already loads (index.html names those itself). A build
 * without a manifest, or a route whose module is not in it, gets no preloads: the page still
 * works, it just loads in sequence.
 */
function readManifest(webRoot: string): Manifest | null {
  try {
    return JSON.parse(
      readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The place of each of the build's files in an order where every file comes after the files it
 * imports (from `/assets/…` to its place; unknown files answer Infinity). The start script runs
 * a drawn page's files in this order, one a task, so that each task runs one file.
 */
export function loadModuleOrder(webRoot: string): (href: string) => number {
  const manifest = readManifest(webRoot);
  const place = new Map<string, number>();
  if (manifest) {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      for (const next of chunk.imports ?? []) visit(next);
      place.set(`/${chunk.file}`, place.size);
      for (const next of chunk.dynamicImports ?? []) visit(next);
    };
    for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) visit(key);
    for (const key of Object.keys(manifest)) visit(key);
  }
  return (href) => place.get(href) ?? Infinity;
}

export function loadPagePreloads(webRoot: string): PagePreloads {
  const manifest = readManifest(webRoot);
  if (!manifest) return () => '';
  let localesVersion: string | undefined;
  try {
    localesVersion = (
      JSON.parse(readFileSync(path.join(webRoot, '.vite', 'locales.json'), 'utf8')) as {
        version?: string;
      }
    ).version;
  } catch {
    localesVersion = undefined;
  }

  /** A chunk and what it imports; `lazy`: also what it imports lazily, other pages aside. */
  const closure = (keys: string[], into: Set<string>, lazy = false, pages: string[] = []) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      if (lazy && key.startsWith('src/app/routes/') && !pages.includes(key)) continue;
      into.add(key);
      const chunk = manifest[key];
      closure(
        [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])],
        into,
        lazy,
        pages,
      );
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = closure(entries, new Set());

  const links = ROUTES.map((route) => {
    if (!route.modules.every((m) => manifest[m]))
      return { ...route, js: [], css: [], drawnCss: [] };
    const keys = [...closure(route.modules, new Set())].filter((k) => !loadedByEntry.has(k));
    const js = keys.map((k) => `/${manifest[k]!.file}`);
    const css = [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`);
    // A file the manifest names but the build lacks would be a wasted request: leave it out.
    const exists = (file: string) => existsSync(path.join(webRoot, file));
    // A drawn screen's styles: those of everything it may draw, the lazy parts of the page and
    // of the frame (header menus, footer) included, less what index.html links already.
    const entryCss = new Set([...loadedByEntry].flatMap((k) => manifest[k]!.css ?? []));
    const drawnCss = [
      ...new Set(
        [...closure([...entries, ...route.modules], new Set(), true, route.modules)].flatMap(
          (k) => manifest[k]!.css ?? [],
        ),
      ),
    ]
      .filter((f) => !entryCss.has(f) && !NOT_ON_A_FIRST_SCREEN.test(f))
      .map((f) => `/${f}`);
    return {
      ...route,
      js: js.filter(exists),
      css: css.filter(exists),
      drawnCss: drawnCss.filter(exists),
    };
  });

  return (url, headers, options = {}) => {
    const pathname = url.split('?')[0] ?? '';
    const route = links.find((r) => r.patterns.some((pattern) => pattern.test(pathname)));
    if (!route) return '';
    const language = languageOf(headers.cookie, headers['accept-language']);
    const tags = [
      ...route.js.map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}">`),
      // Vite's loader adds the stylesheet with crossorigin: the preload must match to be reused
      // (a drawn screen paints with them: stylesheets, which the loader then finds in place).
      ...(options.drawn
        ? route.drawnCss.map(
            (href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`,
          )
        : route.css.map(
            (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttr(href)}">`,
          )),
      // The session, asked at boot by every page, with the cookie as the app's fetch sends it
      // (a drawn page brought its answer with it: withFirstScreen takes API preloads out).
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/session">',
      // fetch() in the app is same-origin with credentials "same-origin": crossorigin matches.
      ...(localesVersion
        ? route.namespaces
            .filter((ns) => existsSync(path.join(webRoot, 'locales', language, `${ns}.json`)))
            .map(
              (ns) =>
                `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${ns}.json?v=${escapeAttr(localesVersion)}">`,
            )
        : []),
    ];
    return tags.join('\n    ');
  };
}
