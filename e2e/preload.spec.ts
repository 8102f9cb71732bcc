import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Requests that went to the network, from Chromium's own log (DevTools protocol): a file the
 * HTML preloads and the app then uses from that preload appears once; fetched again, twice.
 */
async function networkLog(page: Page): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  session.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

/** The URLs the page's HTML asks the browser to fetch early. */
async function preloadsOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;|&#38;/g, '&'))
    .filter((href) => !/\.(webp|jpe?g|png)$/.test(href.split('?')[0]!));
}

test.describe('first paint without a chain of requests', () => {
  test('the landing page names its chunk, texts and search in its HTML and each is fetched once', async ({
    page,
  }) => {
    const preloads = await preloadsOf(page, '/rent/hyderabad/apartment');
    expect(preloads.some((h) => /^\/assets\/listing-landing-.+\.js$/.test(h))).toBe(true);
    expect(preloads).toContain('/api/session');
    expect(preloads.some((h) => h.startsWith('/locales/en/landing.json?v='))).toBe(true);
    expect(
      preloads.some((h) => h.startsWith('/api/properties/search?listingType=rent&city=Hyderabad')),
    ).toBe(true);

    const counts = await networkLog(page);
    await page.goto('/rent/hyderabad/apartment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /results/i })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    for (const href of preloads) expect(counts.get(href), href).toBe(1);

    // A listing's public preview: its chunks and its own answer, once each.
    const preview = await page
      .getByRole('list', { name: /results/i })
      .getByRole('link')
      .first()
      .getAttribute('href');
    const previewPreloads = await preloadsOf(page, preview!);
    expect(previewPreloads.some((h) => h.startsWith('/api/public/properties/'))).toBe(true);
    counts.clear();
    await page.goto(preview!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const href of previewPreloads) expect(counts.get(href), href).toBe(1);
  });

  test("home and sign-in: their chunks and texts are fetched once, in the visitor's language", async ({
    page,
  }) => {
    const counts = await networkLog(page);
    for (const path of ['/', '/login']) {
      const preloads = await preloadsOf(page, path);
      expect(preloads.filter((h) => h.endsWith('.js')).length, path).toBeGreaterThan(0);
      counts.clear();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const href of preloads) expect(counts.get(href), `${path}: ${href}`).toBe(1);
    }
  });
});
