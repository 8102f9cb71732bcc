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

    test('property search and a conversation have no serious violations', async ({
      page,
      asRole,
    }) => {
      await page.goto('/properties');
      await expect(page.getByText(/\d+ properties/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // A thread with the demo owner (the demo seeker's own threads are about listings).
      const owner = await asRole('owner');
      const ownerMe = (await (await owner.request.get('/api/me')).json()) as { id: string };
      await page.goto(`/tenant/messages/${ownerMe.id}`);
      await expect(page.getByRole('log')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
