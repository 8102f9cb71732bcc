import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { SavedSearch } from '@nivaas/shared';
import { savedSearchesKey } from '../api/saved-searches';
import { SavedSearchesView } from './saved-searches-view';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/{en,hi}/{common,savedSearches}.json', {
  eager: true,
  import: 'default',
});
const texts = (lng: string, ns: string) => files[`../../../locales/${lng}/${ns}.json`]!;

async function render(searches: SavedSearch[] | null, lng = 'en', limit?: number): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    ns: ['common', 'savedSearches'],
    defaultNS: 'common',
    resources: {
      [lng]: { common: texts(lng, 'common'), savedSearches: texts(lng, 'savedSearches') },
    },
    interpolation: { escapeValue: false },
  });
  const qc = new QueryClient();
  if (searches) qc.setQueryData(savedSearchesKey, { savedSearches: searches });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={qc}>
          <MemoryRouter>
            <SavedSearchesView searchPath="/tenant/properties" limit={limit} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const work: SavedSearch = {
  id: 's1',
  name: '2 BHK near work',
  query: 'city=Hyderabad&listingType=rent&bedrooms=2',
  alertMode: 'daily',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('Saved searches', () => {
  it('lists each search with a link that runs it, its alert, rename and delete', async () => {
    const html = await render([work]);
    expect(html).toContain('2 BHK near work');
    expect(html).toContain(
      'href="/tenant/properties?city=Hyderabad&amp;listingType=rent&amp;bedrooms=2"',
    );
    expect(html).toContain('Daily digest');
    // Dates as India writes them, as on every other page: 20 Nov 2026, not Nov 20, 2026.
    expect(html).toContain('Saved on 20 Nov 2026');
    expect(html).toMatch(/value="daily"[^>]*selected|selected[^>]*value="daily"/);
    expect(html).toContain('Rename');
    expect(html).toContain('Delete');
  });

  it('lists only the newest few where it is given a limit (the seeker’s home)', async () => {
    const more = ['Near college', 'Villas in Guntur', 'Plots'].map((name, i) => ({
      ...work,
      id: `s${i + 2}`,
      name,
    }));
    const html = await render([work, ...more], 'en', 3);
    for (const name of ['2 BHK near work', 'Near college', 'Villas in Guntur'])
      expect(html).toContain(name);
    expect(html).not.toContain('Plots');
    expect((await render([work, ...more])).includes('Plots')).toBe(true);
  });

  it('says there are none yet and leads to the search', async () => {
    const html = await render([]);
    expect(html).toContain('You have no saved searches yet');
    expect(html).toContain('href="/tenant/properties"');
  });

  it('shows placeholders while loading', async () => {
    const html = await render(null);
    expect(html).toContain('aria-busy="true"');
  });

  it('speaks Hindi', async () => {
    const html = await render([work], 'hi');
    expect(html).toContain('चलाएँ');
    expect(html).toContain('रोज़ का सारांश');
  });
});
