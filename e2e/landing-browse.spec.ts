import { expect, test } from './fixtures';
import { codeFor, NARROW, WIDE } from './support';

/**
 * A visitor browses a public landing page: its filters are links (in the HTML the server
 * sends, for crawlers too), a BHK link narrows the list, and the map loads only when opened.
 * From a listing's preview, "Sign up to contact" makes an account and comes back to the listing.
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

      // A listing's preview: signing up to contact the owner comes back to the full listing.
      const first = cards.getByRole('link').first();
      const href = (await first.getAttribute('href'))!;
      const id = href.split('/').pop()!;
      await first.click();
      await expect(page).toHaveURL(href);
      await page.getByRole('link', { name: 'Sign up to contact' }).click();
      await expect(page).toHaveURL(/\/register\?role=tenant&from=/);
      await page.getByText('Mobile number', { exact: true }).click();
      await page.getByLabel('First name').fill('Meera');
      await page.getByLabel('Last name').fill(`Iyer ${viewport.width}`);
      const digits = `9${viewport.width === 390 ? '5' : '6'}${String(Date.now()).slice(-8)}`;
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page
        .getByRole('textbox', { name: '6-digit code' })
        .fill(await codeFor(page, `+91${digits}`));
      await page.getByRole('button', { name: 'Verify and create account' }).click();
      await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
    });
  });
}
