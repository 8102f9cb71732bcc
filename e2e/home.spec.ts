import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, WIDE } from './support';

/** Total layout shift the page has reported since it loaded (the CLS Lighthouse adds up). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

/** The page at `href` shows its own heading, not "Page not found". */
async function opensRealPage(page: Page, href: string) {
  await page.goto(href);
  await expect(page.locator('h1').first(), href).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
}

const searchRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/properties/search')) seen.push(r.url());
  });
  return seen;
};

test.describe('home', () => {
  test('shows real listings of the chosen city below the fold, loaded late, without moving the page', async ({
    page,
    snap,
  }) => {
    await page.setViewportSize(NARROW);
    await observeShifts(page);
    const requests = searchRequests(page);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Homes for rent in Hyderabad' });
    await expect(section).toBeAttached();
    // On a phone the section is below the fold: nothing of it loads until it nears the screen.
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    const before = await section.boundingBox();

    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole('list', { name: 'Newest homes in Hyderabad' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    expect(requests.some((url) => /city=Hyderabad/.test(url) && /listingType=rent/.test(url))).toBe(
      true,
    );
    const count = await cards.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    // Its space was held: what follows it sits where it did before the cards came.
    const after = await section.boundingBox();
    expect(after!.height).toBeCloseTo(before!.height, 0);
    expect(await shifted(page)).toBeLessThan(0.01);

    // Each card opens the listing's public preview, with the 320/800/1600 px photo set.
    const first = cards.getByRole('listitem').first();
    const photo = first.locator('img');
    if ((await photo.count()) > 0)
      // Smallest first: the 320 px variant, then 800 px (each no wider than the photo itself).
      await expect(photo).toHaveAttribute('srcset', /^\S+-320\.webp 320w, \S+-800\.webp \d+w/);
    const href = await first.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/rent\/hyderabad\/[a-z]+\/[^/]+$/);
    await expect(section.getByRole('link', { name: 'See all homes in Hyderabad' })).toHaveAttribute(
      'href',
      '/rent/hyderabad/all',
    );
    await snap(page, 'home-listings');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('follows the city and rent-or-buy chosen, remembers them, and says when a city has none', async ({
    page,
    snap,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Search homes' });
    // A featured city and mode with no open listings in the demo data, if there is one.
    let empty: { slug: string; name: string; listing: 'rent' | 'buy' } | null = null;
    const options = form.getByRole('combobox', { name: 'City' }).locator('option:not([disabled])');
    const cities = await options.evaluateAll((els) =>
      els.map((e) => ({ slug: (e as HTMLOptionElement).value, name: e.textContent ?? '' })),
    );
    for (const city of cities)
      for (const listing of ['rent', 'buy'] as const) {
        if (empty) break;
        const res = await page.request.get(
          `/api/properties/search?city=${city.slug}&listingType=${listing === 'buy' ? 'sale' : 'rent'}&limit=1`,
        );
        if ((await res.json()).total === 0) empty = { ...city, listing };
      }

    await form.getByRole('combobox', { name: 'City' }).selectOption('chennai');
    await form.getByRole('radio', { name: 'Buy' }).check({ force: true });
    const section = page.getByRole('region', { name: 'Homes for sale in Chennai' });
    await section.scrollIntoViewIfNeeded();
    await expect(
      section
        .getByRole('list', { name: 'Newest homes in Chennai' })
        .or(section.getByText('No listings in Chennai yet')),
    ).toBeVisible();
    const links = section.getByRole('list').getByRole('link');
    for (const href of await links.evaluateAll((els) => els.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/buy\/chennai\//);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Homes for sale in Chennai' })).toBeAttached();
    await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue('chennai');

    if (empty) {
      await form.getByRole('combobox', { name: 'City' }).selectOption(empty.slug);
      await form
        .getByRole('radio', { name: empty.listing === 'buy' ? 'Buy' : 'Rent' })
        .check({ force: true });
      await expect(page.getByText(`No listings in ${empty.name} yet`)).toBeVisible();
      await snap(page, 'home-listings-empty');
    }

    // In Hindi, and in the dark.
    await page.evaluate(() => localStorage.setItem('nivaas.language', 'hi'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await form
      .getByRole('combobox')
      .first()
      .selectOption('hyderabad')
      .catch(() => undefined);
    await page.reload();
    const hindi = page.getByRole('region', { name: /^हैदराबाद में/ });
    await hindi.scrollIntoViewIfNeeded();
    await expect(hindi.getByRole('listitem').first()).toBeVisible();
    await snap(page, 'home-listings-hi-dark');
  });

  test('does not advertise admin sign-in, and every link on home, header and footer opens a real page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'How will you use Nivaas?' })).toBeVisible();
    await expect(page.getByText(/admin/i)).toHaveCount(0);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((els) => [...new Set(els.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      await opensRealPage(page, href);
    }
  });
});

for (const role of ['seeker', 'owner', 'provider', 'admin'] as const)
  test.describe(`the ${role}'s header and account menu`, () => {
    test.use({ signedInAs: role });

    test('lead only to real pages', async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: /account menu/ }).click();
      const inMenu = await page
        .getByRole('menu')
        .locator('a[href^="/"]')
        .evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
      await page.keyboard.press('Escape');
      const inBar = await header
        .locator('a[href^="/"]')
        .evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
      const footer = await page
        .getByRole('contentinfo')
        .locator('a[href^="/"]')
        .evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
      const hrefs = [...new Set([...inBar, ...inMenu, ...footer])];
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) {
        await opensRealPage(page, href);
      }
    });
  });
