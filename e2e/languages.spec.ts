import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, WIDE } from './support';

/**
 * Telugu and Tamil chosen through the language menu, on a phone (the menu's drawer) and on a
 * laptop (the header): the page speaks the language, the choice is remembered, and the
 * script's Noto Sans font is fetched for it. The texts asserted are the nav's "Properties" and
 * the menu's "Language" from common.json, and (Telugu) Hyderabad's name from places.json.
 */
const LANGUAGES = [
  {
    code: 'te',
    label: 'తెలుగు',
    font: 'Noto Sans Telugu',
    properties: 'ఆస్తులు',
    language: 'భాష',
    hyderabad: 'హైదరాబాద్',
  },
  {
    code: 'ta',
    label: 'தமிழ்',
    font: 'Noto Sans Tamil',
    properties: 'சொத்துகள்',
    language: 'மொழி',
    hyderabad: '',
  },
] as const;

/** The script's own font face is loaded (not the device's), once the page has asked for it. */
async function fontLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(async (name: string) => {
    await document.fonts.ready;
    let loaded = false;
    document.fonts.forEach((f) => {
      if (f.family.includes(name) && f.status === 'loaded') loaded = true;
    });
    return loaded;
  }, family);
}

for (const lng of LANGUAGES) {
  test.describe(`${lng.code}: the language menu`, () => {
    test(`on a phone, the menu's drawer switches the page to ${lng.code}`, async ({ page }) => {
      await page.setViewportSize(NARROW);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      const menu = drawer.getByRole('combobox', { name: 'Language' });
      // Every language is offered in its own script.
      await expect(menu.locator('option')).toHaveText(['English', 'हिन्दी', 'తెలుగు', 'தமிழ்']);
      await menu.selectOption(lng.code);
      await expect(page.locator('html')).toHaveAttribute('lang', lng.code);
      await expect(drawer.getByRole('link', { name: lng.properties })).toBeVisible();
      await expect(drawer.getByRole('combobox', { name: lng.language })).toHaveValue(lng.code);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect.poll(() => fontLoaded(page, lng.font)).toBe(true);
      await page
        .getByRole('banner')
        .screenshot({ path: `test-results/screenshots/header-${lng.code}-390.png` });
      await page.screenshot({
        path: `test-results/screenshots/home-${lng.code}-390.png`,
        fullPage: true,
      });
    });

    test(`on a laptop, a visitor switches to ${lng.code} in the header and it is remembered`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDE);
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('combobox', { name: 'Language' }).selectOption(lng.code);
      await expect(header.getByRole('link', { name: lng.properties })).toBeVisible();
      // A public landing page: the city's name is shown in the reader's script too.
      await page.goto('/rent/hyderabad/all');
      await expect(page.locator('html')).toHaveAttribute('lang', lng.code);
      await expect(header.getByRole('link', { name: lng.properties })).toBeVisible();
      await expect(header.getByRole('combobox', { name: lng.language })).toHaveValue(lng.code);
      if (lng.hyderabad)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(lng.hyderabad);
      await expect.poll(() => fontLoaded(page, lng.font)).toBe(true);
      await header.screenshot({ path: `test-results/screenshots/header-${lng.code}-1280.png` });
      await page.screenshot({
        path: `test-results/screenshots/landing-${lng.code}-1280.png`,
        fullPage: true,
      });
    });

    test(`a signed-in seeker picks ${lng.code} in the account menu and searches`, async ({
      asRole,
      snap,
    }) => {
      const page = await asRole('seeker');
      await page.setViewportSize(WIDE);
      await page.goto('/properties');
      await page.getByRole('button', { name: /account menu/ }).click();
      await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await page.getByRole('menuitem', { name: lng.label }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lng.code);
      await expect(
        page.getByRole('banner').getByRole('link', { name: lng.properties }),
      ).toBeVisible();
      await expect.poll(() => fontLoaded(page, lng.font)).toBe(true);
      await snap(page, `search-${lng.code}`);
    });
  });
}

test('English visitors download no Indic font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (/noto-sans-(telugu|tamil|devanagari)/.test(r.url())) fonts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Properties' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);
});
