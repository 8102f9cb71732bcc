import { expect, test } from './fixtures';
import { codeFor, NARROW, WIDE } from './support';

/**
 * Home services for visitors (decision 064): /services and a provider's page open without an
 * account, with their own head; each service and city is a link; booking asks the visitor to
 * sign up, and signing up by phone comes back to the provider's page, where "Book" now waits.
 */
for (const viewport of [NARROW, WIDE]) {
  test.describe(`services for visitors at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor reads services and a provider’s page, and signs up to book', async ({
      page,
      request,
    }) => {
      const head = await (await request.get('/services')).text();
      expect(head).toContain('<title>Home services | Nivaas</title>');
      expect(head).toMatch(/<link rel="canonical" href="[^"]+\/services" \/>/);

      await page.goto('/services');
      await expect(page.getByRole('heading', { name: 'Home services', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: "You're Almost In!" })).toHaveCount(0);
      // Each service in each city is a link to its own page.
      const byCity = page.getByRole('navigation', { name: 'Services by city' });
      await byCity.getByRole('link', { name: 'Cleaning in Hyderabad' }).click();
      await expect(page).toHaveURL(/\/services\/cleaning\/hyderabad$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cleaning in Hyderabad');

      // A provider's page, from a service card.
      await page.goto('/services');
      const card = page.getByTestId('service-card').first();
      await card.getByRole('link', { name: /^by / }).click();
      await expect(page).toHaveURL(/\/service-providers\/[\w-]+$/);
      const providerPath = new URL(page.url()).pathname;
      const providerHead = await (await request.get(providerPath)).text();
      expect(providerHead).toMatch(/<title>[^<]+ \| Nivaas<\/title>/);
      expect(providerHead).toContain(`${providerPath}" />`);
      // The provider's page itself (the search's own may still be on screen while it loads).
      await expect(page.getByRole('link', { name: 'Back to services' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up to book' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);

      // Booking is behind sign-up, which comes back here.
      await page.getByRole('link', { name: 'Sign up to book' }).first().click();
      await expect(page).toHaveURL(/\/register\?role=tenant&from=/);
      await page.getByText('Mobile number', { exact: true }).click();
      await page.getByLabel('First name').fill('Divya');
      await page.getByLabel('Last name').fill(`Menon ${viewport.width}`);
      const digits = `9${viewport.width === 390 ? '1' : '2'}${String(Date.now()).slice(-8)}`;
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page
        .getByRole('textbox', { name: '6-digit code' })
        .fill(await codeFor(page, `+91${digits}`));
      await page.getByRole('button', { name: 'Verify and create account' }).click();
      await expect(page).toHaveURL(new RegExp(`${providerPath}$`));
      await expect(page.getByRole('button', { name: 'Book', exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up to book' })).toHaveCount(0);
    });
  });
}
