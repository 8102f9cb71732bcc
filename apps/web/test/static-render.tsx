import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

const files = import.meta.glob<Record<string, unknown>>('../src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(): Record<string, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lng, ns] = /locales\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (lng && ns) (out[lng] ??= {})[ns] = content;
  }
  return out;
}

/**
 * Renders a screen to HTML the way the app would, with every namespace loaded and the query
 * cache seeded: enough to check what a person would read, without a browser.
 */
export async function renderStatic(
  ui: ReactNode,
  {
    seed = [],
    lng = 'en',
    path = '/',
    failed = [],
  }: {
    seed?: [readonly unknown[], unknown][];
    lng?: string;
    path?: string;
    /** Queries whose last fetch failed with this error. */
    failed?: [readonly unknown[], unknown][];
  } = {},
): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    // As in the app (lib/i18n-options.ts): common's texts are every namespace's fallback.
    fallbackNS: 'common',
    resources: resources(),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  for (const [queryKey, error] of failed) {
    // A failed query is fetched again on mount unless told not to; a static render shows the failure.
    client.setQueryDefaults(queryKey, { retry: false, retryOnMount: false });
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', fetchStatus: 'idle', error: error as Error });
  }
  return renderToString(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The visible text of rendered HTML, tags dropped and spaces collapsed. */
export const textOf = (html: string): string =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
