import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { SavedLocation } from '@nivaas/shared';
import { savedLocationKeys } from '../../../lib/api/saved-locations';
import { SavedLocationsSection } from './saved-locations-section';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/en/{common,savedLocations}.json', {
  eager: true,
  import: 'default',
});
const en = (ns: string) => files[`../../../locales/en/${ns}.json`]!;

async function render(locations: SavedLocation[]): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', 'savedLocations'],
    defaultNS: 'common',
    resources: { en: { common: en('common'), savedLocations: en('savedLocations') } },
    interpolation: { escapeValue: false },
  });
  const qc = new QueryClient();
  qc.setQueryData(savedLocationKeys.list(), locations);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={qc}>
          <MemoryRouter>
            <SavedLocationsSection />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const office: SavedLocation = {
  id: 's1',
  name: 'Office',
  city: 'Hyderabad',
  sublocality: 'Gachibowli',
  point: { lat: 17.44, lng: 78.35 },
  commuteMode: 'public-transport',
  commuteTime: 45,
  radiusKm: 7.5,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('Saved places on the profile', () => {
  it('lists each place with where, how and how far, and a search near it', async () => {
    const html = await render([office]);
    expect(html).toContain('Saved places');
    expect(html).toContain('Gachibowli, Hyderabad');
    expect(html).toContain('Public transport · 45 min');
    expect(html).toContain('Within 7.5 km');
    expect(html).toContain('href="/properties?savedLocationId=s1&amp;sort=distance"');
    expect(html).toContain('Search near this place');
    expect(html).toContain('aria-label="Edit Office"');
    expect(html).toContain('aria-label="Delete Office"');
    expect(html).toContain('Add a place');
  });

  it('a map point reads as coordinates; the limit hides "Add a place"', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...office,
      id: `s${i}`,
      city: null,
      sublocality: null,
    }));
    const html = await render(many);
    expect(html).toContain('Point on the map (17.4400, 78.3500)');
    expect(html).not.toContain('Add a place');
    expect(html).toContain('You can save at most 20 places');
  });

  it('says what the section is for when there is nothing saved', async () => {
    expect(await render([])).toContain('No saved places yet');
  });
});
