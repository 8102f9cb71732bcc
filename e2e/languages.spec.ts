import { expect, test, type Page } from './fixtures';
import { NARROW, WIDE } from './support';

/**
 * Telugu and Tamil chosen through the language menu, on a phone (the menu's drawer) and on a
 * laptop (the header): the page speaks the language, the choice is remembered, and the
 * script's Noto Sans font is fetched for it. The texts asserted are the nav's "Properties" and
 * the menu's "Language" from common.json.
 */
const LANGUAGES = [
  { code: 'te', font: 'Noto Sans Telugu', properties: 'ఆస్తులు', language: 'భాష' },
  { code: 'ta', font: 'Noto Sans Tamil', properties: 'சொத்துகள்', language: 'மொழி' },
] as const;

/** The script's own font face is loaded (not the device's), once the page has asked for it. */
async function fontLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.family.includes(name) && f.status === 'loaded');
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

    test(`on a laptop, the header's menu switches to ${lng.code} and it is remembered`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDE);
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('combobox', { name: 'Language' }).selectOption(lng.code);
      await expect(header.getByRole('link', { name: lng.properties })).toBeVisible();
      await page.goto('/properties');
      await expect(page.locator('html')).toHaveAttribute('lang', lng.code);
      await expect(header.getByRole('link', { name: lng.properties })).toBeVisible();
      await expect(header.getByRole('combobox', { name: lng.language })).toHaveValue(lng.code);
      await expect.poll(() => fontLoaded(page, lng.font)).toBe(true);
      await header.screenshot({ path: `test-results/screenshots/header-${lng.code}-1280.png` });
      await page.screenshot({
        path: `test-results/screenshots/search-${lng.code}-1280.png`,
        fullPage: true,
      });
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
