import { expect, test } from './fixtures';
import { seriousViolations } from './a11y';

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Our CSP rightly refuses the injected checker; the pages are the same without it.
  test.use({ bypassCSP: true });

  test('home and sign-in have no serious violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'seeker' });

    test('property search and a conversation have no serious violations', async ({ page }) => {
      await page.goto('/properties');
      await expect(page.getByText(/\d+ properties/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/tenant/messages');
      await page.locator('a[href*="/messages/"]').first().click();
      await expect(page.getByRole('log')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
