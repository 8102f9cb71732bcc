/**
 * On a laptop every page sits in the header's column: its title starts where the Nivaas logo
 * starts and its last button ends where the header's last control ends. The provider's
 * dashboard used to run from edge to edge of a 1280 px window (16 px) under a header at 86 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDE } from './support';

/** "Mon, 23 Nov, 2026 – Sun, 29 Nov, 2026": the dates of the week shown (times have no year). */
const WEEK_RANGE = /\d{4} – .*\d{4}$/;

/** The left edges of the header's logo and the page's title, in px from the window's edge. */
async function edges(page: Page) {
  const brand = await page.getByRole('banner').getByRole('link', { name: 'Nivaas' }).boundingBox();
  const title = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
  if (!brand || !title) throw new Error('no logo or no page title on screen');
  return { brand: Math.round(brand.x), title: Math.round(title.x) };
}

test.describe('one page width', () => {
  test.use({ viewport: WIDE });

  test('the provider dashboard lines up with the header', async ({ asRole, snap }) => {
    const page = await asRole('provider');
    await page.setViewportSize(WIDE);
    await page.goto('/service-provider');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week).toBeVisible();
    const { brand, title } = await edges(page);
    expect(brand).toBeGreaterThan(60);
    expect(title).toBe(brand);
    // The right edge too: the last button of the title row ends inside the header's column.
    const profile = await page
      .getByRole('main')
      .getByRole('link', { name: 'My profile' })
      .boundingBox();
    expect(Math.round((profile?.x ?? 0) + (profile?.width ?? 0))).toBeLessThanOrEqual(
      WIDE.width - brand,
    );
    await snap(page, 'page-width-provider-dashboard');
  });

  test('the provider dashboard’s week heading follows the week shown', async ({ asRole, snap }) => {
    const page = await asRole('provider');
    await page.setViewportSize(WIDE);
    await page.goto('/service-provider');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week).toBeVisible();
    const range = week.getByText(WEEK_RANGE);
    const thisWeek = await range.textContent();
    await week.getByRole('button', { name: 'Next week' }).click();
    const next = page.getByRole('region', { name: 'Next week' });
    await expect(next).toBeVisible();
    await expect(page.getByRole('region', { name: 'This week' })).toHaveCount(0);
    await expect(next.getByText(WEEK_RANGE)).not.toHaveText(thisWeek ?? '');
    await next.getByRole('button', { name: 'Next week' }).click();
    const later = page.getByRole('region', { name: /^Week of / });
    await expect(later).toBeVisible();
    await later.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/page-width-week-view-1280.png' });
    await snap(page, 'page-width-week');
    // Back to today's week in one tap.
    await later.getByRole('button', { name: 'This week' }).click();
    await expect(page.getByRole('region', { name: 'This week' }).getByText(WEEK_RANGE)).toHaveText(
      thisWeek ?? '',
    );
  });

  test('pages that were wider than the header now share its column', async ({ asRole }) => {
    const provider = await asRole('provider');
    const seeker = await asRole('seeker');
    const pages: Array<[Page, string]> = [
      [provider, '/service-provider/services'],
      [seeker, '/tenant/services'],
      [seeker, '/roommates'],
      [seeker, '/services/cleaning/hyderabad'],
    ];
    for (const [page, path] of pages) {
      await page.setViewportSize(WIDE);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const { brand, title } = await edges(page);
      expect(title, path).toBe(brand);
    }
  });
});
