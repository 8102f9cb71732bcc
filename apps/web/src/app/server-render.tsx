// The server's renderer of a public page's first screen (built apart: vite.config.ts, `ssr`).
// The server hands it a path and a language; it draws the page with the app's own components,
// answering the page's API requests through the server itself, and returns the HTML with the
// answers it drew from, which the browser then takes over (main.tsx).
import { finished } from 'node:stream/promises';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { I18nextProvider } from 'react-i18next';
import { disableSchemaCompilation } from '@nivaas/shared/schema-runtime';
import { setApiTransport, type ApiTransport } from '../lib/api-client';
import { sessionKey } from '../lib/session';
import { i18nOptions } from '../lib/i18n-options';
import type { Language } from '../lib/languages';
import { AppFrame } from './app-frame';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import type { ServerScreen } from './server-screen';

export interface ServerRendererOptions {
  /** The texts of one namespace in one language (the built /locales files). */
  readTexts: (language: Language, namespace: string) => Promise<Record<string, unknown>>;
  /** Answers the app's API requests (GET only), as the person whose page is drawn, if any. */
  api: ApiTransport;
  /** How long one page may take before its first screen is given up (the browser draws it). */
  timeoutMs?: number;
}

export interface RenderedScreen {
  html: string;
  screen: ServerScreen;
}

/** Rounds of "draw, then fetch or load what the drawing asked for"; warm, a page needs two. */
const MAX_ROUNDS = 8;

/**
 * Draws the tree once, waiting for every part it suspends on (code, texts) so that the next
 * synchronous drawing has them; false when a part failed. The markup itself is not kept.
 */
async function loadParts(tree: ReactNode, signal: AbortSignal): Promise<boolean> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    onError: () => {
      failed = true;
    },
  });
  prelude.resume();
  await finished(prelude);
  return !failed;
}

/** Asked for by the drawing and not fetched yet (a disabled query stays as it is). */
const waiting = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false;

async function fetchAsked(client: QueryClient): Promise<boolean> {
  const asked = client.getQueryCache().getAll().filter(waiting);
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length > 0;
}

export function createServerRenderer(options: ServerRendererOptions) {
  disableSchemaCompilation();
  setApiTransport(options.api);
  const handler = createStaticHandler(routes);
  // One instance per language, its namespaces loaded on first use and kept.
  const languages = new Map<Language, Promise<I18n>>();
  const texts = (language: Language) => {
    let instance = languages.get(language);
    if (!instance) {
      const created = i18next.createInstance();
      instance = created
        .use(
          resourcesToBackend((lng: string, ns: string) => options.readTexts(lng as Language, ns)),
        )
        .init(i18nOptions(language))
        .then(() => created);
      languages.set(language, instance);
    }
    return instance;
  };

  /**
   * The first screen of `url` (path and query) in `language`, or null when it cannot be drawn.
   * `signedIn`: drawn for the person whose session the API transport carries; null when that
   * session turns out not to be good (the browser then sends them to sign in).
   */
  return async function render(
    url: string,
    origin: string,
    language: Language,
    { signedIn = false }: { signedIn?: boolean } = {},
  ): Promise<RenderedScreen | null> {
    const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
    const context = await handler.query(new Request(new URL(url, origin)), {});
    // A redirect, an error answer or a page that failed to load is the browser's to handle.
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = await texts(language);
    const client = createQueryClient();
    const tree = (
      <I18nextProvider i18n={i18n}>
        <AppFrame client={client} takingOver>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </I18nextProvider>
    );
    // Draw, fetch what the drawing asked for, draw again. A part still waiting for its code or
    // its texts (drawn as `<!--$!`) is waited for once with a full prerender, which resolves
    // every suspension; warm, a page takes two synchronous drawings. The synchronous drawing is
    // plain markup without React's streaming scripts (our CSP runs no inline script).
    let html = '';
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      html = renderToString(tree);
      const waitingParts = html.includes('<!--$!');
      const asked = await fetchAsked(client);
      if (!waitingParts && !asked) break;
      if (waitingParts && !(await loadParts(tree, signal))) return null;
    }
    // A failed answer would be drawn as an error the browser, asking again, might not show; a
    // part still waiting ($!) would be redrawn by the browser with a console error.
    const failed = client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    if (failed || html.includes('<!--$!')) return null;
    if (signedIn && !client.getQueryData(sessionKey)) return null;
    return { html, screen: { language, queries: dehydrate(client) } };
  };
}
