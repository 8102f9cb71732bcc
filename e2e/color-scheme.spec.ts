import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/** Relative luminance (0 black … 1 white) of a computed CSS colour like "rgb(46, 46, 46)". */
const luminance = (css: string): number => {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const colour = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).color);

test.describe('dark mode', () => {
  test('follows the phone, and the footer switch overrides it and is remembered', async ({
    page,
    snap,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await snap(page, 'home-dark');
    const toggle = page.getByRole('contentinfo').getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toBeVisible();
    expect(await scheme(page)).toBe('light');
  });

  test('home reads in the dark: the city picker, its options and the listings are dark', async ({
    page,
    snap,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const picker = page.getByRole('combobox', { name: 'City' });
    await expect(picker).toBeVisible();
    const field = await picker.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(luminance(field)).toBeLessThan(0.05);
    expect(luminance(await picker.evaluate((el) => getComputedStyle(el).color))).toBeGreaterThan(
      0.4,
    );
    expect(luminance(await background(page, 'form[aria-label] label span'))).toBeLessThan(0.05);
    const listings = page.getByRole('region', { name: /Homes for rent in/ });
    await listings.scrollIntoViewIfNeeded();
    await expect(listings.getByRole('listitem').first()).toBeVisible();
    // Each card's photo area (behind photos still loading) is dark too.
    expect(luminance(await background(page, 'section article > div'))).toBeLessThan(0.05);
    await snap(page, 'home-dark-listings');
  });

  test.describe('a seeker in the dark', () => {
    test.use({ signedInAs: 'seeker' });

    test('search, its map, a listing and chat read in the dark', async ({ page, snap }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/properties');
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      expect(
        luminance(await background(page, 'ul[aria-label="Search results"] article > div')),
      ).toBeLessThan(0.05);
      await snap(page, 'search-dark');
      await page.goto('/properties?view=map');
      const map = page.getByRole('region', { name: 'Map of the results' });
      await expect(map).toBeVisible();
      expect(luminance(await background(page, '[aria-label="Map of the results"]'))).toBeLessThan(
        0.05,
      );
      await snap(page, 'search-map-dark');
      await page.goto('/properties');
      await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/properties\/[^/?]+$/);
      await expect(page.getByRole('button', { name: "I'm interested" })).toBeVisible();
      await snap(page, 'listing-dark');
      await page.goto('/tenant/messages');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // A conversation open: bubbles both ways, the composer, in the dark.
      await page
        .getByRole('link', { name: /Ravi Kumar/ })
        .first()
        .click();
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await snap(page, 'chat-dark');
      // Text on the page's surfaces stays light.
      expect(luminance(await colour(page, 'main'))).toBeGreaterThan(0.4);
    });
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'owner' });

    test('the account menu switches the scheme', async ({ page, snap }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/owner');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/ })
        .click();
      await page.getByRole('menuitem', { name: 'Dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await snap(page, 'owner-dark');
      await page.goto('/owner/properties');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Light badges and buttons keep light text on their dark tint.
      expect(
        luminance(await colour(page, '.mantine-Badge-root[data-variant="light"]')),
      ).toBeGreaterThan(0.4);
      await snap(page, 'owner-properties-dark');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/ })
        .click();
      await page.getByRole('menuitem', { name: 'Light mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    });
  });
});
