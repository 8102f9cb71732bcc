import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

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
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/ })
        .click();
      await page.getByRole('menuitem', { name: 'Light mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    });
  });
});
