import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified } from './support';

test.describe('the shell', () => {
  test('home offers a search and the three roles people sign up as, with their taglines', async ({
    page,
    snap,
  }) => {
    await page.goto('/');
    const roles: Array<[string, string]> = [
      ['Seeker', 'Find properties, roommates, and services'],
      ['Owner', 'List properties and find tenants'],
      ['Service Provider', 'Offer moving, cleaning, maintenance services'],
    ];
    for (const [role, tagline] of roles) {
      await expect(page.getByText(tagline)).toBeVisible();
      await expect(page.getByRole('main').getByText(role, { exact: true }).first()).toBeVisible();
    }
    // Admins sign in at /login like everyone else; home does not advertise it.
    await expect(page.getByText('Manage the platform and users')).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Properties' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started Today' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Nivaas. All rights reserved.`),
    ).toBeVisible();
    await snap(page, 'home');
  });

  test('the roommates area shows the "You\'re Almost In!" gate to visitors', async ({
    page,
    snap,
  }) => {
    await page.goto('/roommates');
    await expect(page.getByRole('heading', { name: "You're Almost In!" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in as a Seeker' })).toHaveAttribute(
      'href',
      /login\?role=tenant/,
    );
    await expect(page.getByRole('link', { name: 'Sign in as an Owner' })).toHaveAttribute(
      'href',
      /login\?role=owner/,
    );
    await expect(page.getByRole('link', { name: 'Sign in as a Service Provider' })).toHaveAttribute(
      'href',
      /login\?role=provider/,
    );
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      /register/,
    );
    await snap(page, 'gate');
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'seeker' });

    test('a seeker on an owner page is sent to their own home, greeted by name', async ({
      page,
      snap,
    }) => {
      await page.goto('/owner');
      await expect(page).toHaveURL(/\/properties$/);
      await expect(
        page.getByText('Welcome back, Priya! Ready to find your perfect place?'),
      ).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByText('Seeker', { exact: true })).toBeVisible();
      await expect(header.getByText('Hi, Priya')).toBeVisible();
      for (const link of ['Properties', 'Services', 'Roommates', 'Favourites', 'Messages']) {
        await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
      }
      await header.getByRole('button', { name: /account menu/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
        'href',
        '/profile',
      );
      await page.keyboard.press('Escape');
      await expect(header.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute(
        'href',
        '/tenant/messages',
      );
      await snap(page, 'seeker-home');
    });
  });

  test("a seeker's bell counts her unread news and lists the price change of a listing she follows", async ({
    newPerson,
    snap,
  }) => {
    // People of its own: the demo seeker's notifications change with every test that touches her.
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Kavya', 'Menon');
    const created = await owner.request.post('/api/properties', {
      headers: { origin: BASE_URL },
      data: {
        title: '1 BHK near Lakshmipuram park',
        address: '4-5-12, Lakshmipuram 2nd Lane',
        state: 'Andhra Pradesh',
        city: 'Guntur',
        sublocality: 'Lakshmipuram',
        pincode: '522007',
        rent: 11_000,
        bedrooms: 1,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const seeker = await newPerson();
    await registerVerified(seeker, 'tenant', 'Anjali', 'Nair');
    const interest = await seeker.request.post(`/api/properties/${id}/interest`, {
      headers: { origin: BASE_URL },
    });
    expect(interest.status()).toBe(200);
    const raised = await owner.request.patch(`/api/properties/${id}`, {
      headers: { origin: BASE_URL },
      data: { rent: 12_500 },
    });
    expect(raised.status()).toBe(200);

    await seeker.goto('/properties');
    const bell = seeker
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications, 1 unread', exact: true });
    await bell.click();
    await expect(seeker.getByRole('menuitem', { name: /Price went up/ })).toHaveCount(1);
    await expect(seeker.getByText('View all notifications')).toBeVisible();
    await snap(seeker, 'seeker-bell');
  });

  test('each role has its own header and welcome', async ({ asRole, snap }) => {
    const provider = await asRole('provider');
    await provider.goto('/service-provider');
    await expect(provider.getByText('Ready to serve your customers?')).toBeVisible();
    await expect(
      provider.getByRole('banner').getByText('Service Provider', { exact: true }),
    ).toBeVisible();
    await expect(provider.getByRole('banner').getByRole('link', { name: 'Roommates' })).toHaveCount(
      0,
    );
    await snap(provider, 'provider-dashboard');
    const admin = await asRole('admin');
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
    await expect(admin.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await snap(admin, 'admin-dashboard');
  });

  test('unknown paths say "Page not found"', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('Hindi: the language switch translates the page and is remembered', async ({
    page,
    snap,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue(
      'hi',
    );
    await snap(page, 'home-hindi');
  });

  test('on a phone the menu slides over and closes on Escape and on navigation', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/mobile-menu-390.png' });
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('terms and privacy are real pages for an Indian marketplace', async ({ page, snap }) => {
    await page.goto('/privacy');
    await expect(
      page.getByText(/Digital Personal Data Protection Act, 2023/).first(),
    ).toBeVisible();
    await expect(page.getByText(/Grievance/i).first()).toBeVisible();
    await snap(page, 'privacy');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
