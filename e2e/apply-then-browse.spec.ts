import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified } from './support';

const APPLICATIONS = 5;

/** Console errors of our own making: a map tile from the internet may fail offline, not ours. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  const ours = (message: ConsoleMessage) =>
    !message.text().startsWith('Failed to load resource') ||
    message.location().url.startsWith(BASE_URL);
  page.on('console', (message) => {
    if (message.type() === 'error' && ours(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Reads down the page as a thumb does, a few pixels at a time, past the 50 px where the header
 * changes its style: every scroll position from the top to 72 px is one the page must survive.
 */
async function readDown(page: Page) {
  await page.mouse.move(NARROW.width / 2, NARROW.height / 2);
  for (let y = 6; y <= 72; y += 6) {
    await page.mouse.wheel(0, 6);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(y);
  }
}

/** Fills in the Basic form on a listing's apply page, as a seeker does. */
async function fillBasicForm(page: Page, occupation: string, income: string, moveIn: string) {
  await page.getByRole('textbox', { name: 'Occupation' }).fill(occupation);
  await page.getByRole('textbox', { name: 'Monthly income (₹)' }).fill(income);
  await page.getByRole('textbox', { name: 'Move-in date' }).fill(moveIn);
  await page
    .getByRole('combobox', { name: 'How long do you plan to stay?' })
    .selectOption('1-2 years');
}

/** A new owner's rentals, each taking applications on the Basic form. */
async function listRentals(owner: Page, count: number): Promise<string[]> {
  await registerVerified(owner, 'owner', 'Harpreet', 'Gill');
  const stamp = Date.now().toString(36);
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const created = await owner.request.post('/api/properties', {
      headers: { origin: BASE_URL },
      data: {
        title: `Sunny 2 BHK ${n} in Model Town ${stamp}`,
        address: `${n}, Model Town Extension`,
        state: 'Punjab',
        city: 'Ludhiana',
        sublocality: 'Model Town',
        pincode: '141002',
        rent: 15_000 + n * 500,
        bedrooms: 2,
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  return ids;
}

test.describe('a seeker in dark mode applies, then browses', () => {
  test.use({ viewport: NARROW });

  test('a visitor in dark mode reads down the sign-in page', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await readDown(page);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`${APPLICATIONS} times over: /tenant, /favorites and /notifications never fall over`, async ({
    page,
    newPerson,
  }) => {
    // Five applications and fifteen pages on a phone: several minutes on a busy 2-core machine.
    test.setTimeout(480_000);
    const rentals = await listRentals(await newPerson(), APPLICATIONS);
    await registerVerified(page, 'tenant', 'Ishita', 'Bansal');
    const errors = consoleErrors(page);

    // Dark mode, switched on in the phone menu as a person does.
    await page.goto('/tenant');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    const crashed = page.getByRole('heading', { name: 'Something went wrong' });
    for (const [n, id] of rentals.entries()) {
      await page.goto(`/properties/${id}/apply`);
      await fillBasicForm(page, 'Chartered accountant', '95000', '2027-04-01');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByText('Application sent')).toBeVisible();

      for (const [path, heading] of [
        ['/tenant', /Welcome, Ishita/],
        ['/favorites', 'Favourites'],
        ['/notifications', 'Notifications'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await readDown(page);
        await expect(crashed, `${path} after application ${n + 1}`).toHaveCount(0);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      }
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled');
    await page.screenshot({ path: 'test-results/screenshots/apply-then-browse-dark-390.png' });
    expect(errors).toEqual([]);
  });
});

test.describe('a seeker whose answer comes late', () => {
  test.use({ viewport: NARROW });

  test('hears of her own application first, and is still told "Application sent"', async ({
    page,
    newPerson,
  }) => {
    const [id] = await listRentals(await newPerson(), 1);
    await registerVerified(page, 'tenant', 'Meera', 'Pillai');
    await page.goto(`/properties/${id}/apply`);
    await fillBasicForm(page, 'Teacher', '60000', '2027-05-01');

    // A slow connection: the server takes the application at once, its answer reaches the phone
    // only after her open tab has heard of it over the socket and read her applications again.
    const readAgain = () =>
      page.waitForResponse(
        (r) => r.request().method() === 'GET' && /\/api\/applications\?/.test(r.url()),
        { timeout: 30_000 },
      );
    let heard = false;
    await page.route(`**/api/properties/${id}/applications`, async (route) => {
      const reading = readAgain();
      const answer = await route.fetch();
      const listed = await reading;
      heard = ((await listed.json()) as { applications: unknown[] }).applications.length === 1;
      await route.fulfill({ response: answer });
    });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application sent')).toBeVisible();
    expect(heard).toBe(true);
    await expect(page.getByText('You have already applied for this property.')).toHaveCount(0);
  });
});

test.describe('an owner whose answer comes late', () => {
  test.use({ viewport: NARROW });

  test('hears of her own approval first, and is still told it is approved', async ({
    page,
    newPerson,
  }) => {
    const [id] = await listRentals(page, 1);
    const seeker = await newPerson();
    await registerVerified(seeker, 'tenant', 'Arjun', 'Menon');
    await seeker.goto(`/properties/${id}/apply`);
    await fillBasicForm(seeker, 'Architect', '80000', '2027-06-01');
    await seeker.getByRole('button', { name: 'Submit application' }).click();
    await expect(seeker.getByText('Application sent')).toBeVisible();

    await page.goto(`/owner/properties/${id}`);
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByRole('button', { name: 'Open the application of Arjun Menon' }).click();
    const drawer = page.getByRole('dialog', { name: 'Application from Arjun Menon' });
    await expect(drawer.getByText('Architect')).toBeVisible();

    // Her answer reaches the phone only after her tab, told over the socket, has read the
    // applications again and found this one approved.
    const readAgain = () =>
      page.waitForResponse(
        (r) => r.request().method() === 'GET' && /\/api\/applications/.test(r.url()),
        { timeout: 30_000 },
      );
    let heard = false;
    await page.route('**/api/applications/*/approve', async (route) => {
      const reading = readAgain();
      const answer = await route.fetch();
      heard = (await (await reading).text()).includes('"approved"');
      await route.fulfill({ response: answer });
    });
    await drawer.getByRole('button', { name: 'Approve the application of Arjun Menon' }).click();
    await expect(page.getByText("Arjun Menon's application approved")).toBeVisible();
    expect(heard).toBe(true);
  });
});
