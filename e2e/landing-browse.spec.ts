import { expect, test } from './fixtures';
import { NARROW, WIDE } from './support';

/**
 * A visitor browses a public landing page: its filters are links (in the HTML the server
 * sends, for crawlers too), a BHK link narrows the list, and the map loads only when opened.
 */
for (const viewport of [NARROW, WIDE]) {
  test.describe(`open browsing at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor taps a BHK filter link, sees only those homes, and opens the map', async ({
      page,
      request,
    }) => {
      // The filters are plain links in the page the server draws.
      const drawn = await (await request.get('/rent/hyderabad/apartment')).text();
      expect(drawn).toContain('href="/rent/hyderabad/apartment?bedrooms=2"');
      expect(drawn).toContain('href="/rent/hyderabad/apartment?sort=price-asc"');

      const mapCode: string[] = [];
      page.on('request', (r) => {
        if (/leaflet|search-map|landing-map/i.test(r.url())) mapCode.push(r.url());
      });
      await page.goto('/rent/hyderabad/apartment');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Apartments for rent in Hyderabad',
      );
      const filters = page.getByRole('navigation', { name: 'Narrow the list' });
      await filters.getByRole('link', { name: '2+ BHK' }).click();
      await expect(page).toHaveURL(/\/rent\/hyderabad\/apartment\?bedrooms=2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Apartments for rent in Hyderabad: 2+ BHK',
      );
      await expect(filters.getByRole('link', { name: '2+ BHK' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const cards = page.getByRole('list', { name: /results/i }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      for (const text of await cards.allInnerTexts()) {
        const bhk = /(\d+) BHK/.exec(text);
        expect(bhk, text).not.toBeNull();
        expect(Number(bhk![1])).toBeGreaterThanOrEqual(2);
      }
      // The filtered page is drawn by the server too, as its own canonical page.
      const filtered = await (await request.get('/rent/hyderabad/apartment?bedrooms=2')).text();
      expect(filtered).toContain(
        '<title>Apartments for rent in Hyderabad: 2+ BHK | Nivaas</title>',
      );
      expect(filtered).toMatch(
        /<link rel="canonical" href="[^"]+\/rent\/hyderabad\/apartment\?bedrooms=2" \/>/,
      );

      // No map code before the visitor asks for the map.
      expect(mapCode).toEqual([]);
      await page.getByRole('button', { name: 'Show on map' }).click();
      await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible();
      expect(mapCode.length).toBeGreaterThan(0);
      await expect(page.getByTestId('map-count')).toContainText('on the map');
    });
  });
}
