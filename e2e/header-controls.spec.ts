import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified, WIDE } from './support';

/** The header's controls a finger can reach, as drawn: every visible link, button and select. */
async function controlBoxes(page: Page) {
  return page.getByRole('banner').evaluate((header) =>
    Array.from(header.querySelectorAll<HTMLElement>('a, button, select'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
          width: Math.round(r.width * 10) / 10,
          height: Math.round(r.height * 10) / 10,
          // What a tap at the control's centre lands on: the control or something inside it.
          ownCentre: !!hit && (hit === el || el.contains(hit)),
        };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

/** Each control is at least 44 × 44 px and nothing else lies over its centre. */
async function expectFingerSized(page: Page) {
  const boxes = await controlBoxes(page);
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect.soft(box.width, `${box.name} width`).toBeGreaterThanOrEqual(44);
    expect.soft(box.height, `${box.name} height`).toBeGreaterThanOrEqual(44);
    expect.soft(box.ownCentre, `${box.name} takes a tap at its centre`).toBe(true);
  }
}

/** The mouse at the centre of `target` (a badge drawn over a button, say). */
async function clickCentreOf(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** A new seeker following a listing whose owner changed its rent 11 times: the bell says "9+". */
async function seekerWithElevenUnread(owner: Page, seeker: Page) {
  await registerVerified(owner, 'owner', 'Farhan', 'Qureshi');
  const created = await owner.request.post('/api/properties', {
    headers: { origin: BASE_URL },
    data: {
      title: `Corner 1 BHK near Tolichowki ${Date.now().toString(36)}`,
      address: '8-1-21, Shaikpet Road',
      state: 'Telangana',
      city: 'Hyderabad',
      sublocality: 'Tolichowki',
      pincode: '500008',
      rent: 12_000,
      bedrooms: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await registerVerified(seeker, 'tenant', 'Nandini', 'Reddy');
  const interest = await seeker.request.post(`/api/properties/${id}/interest`, {
    headers: { origin: BASE_URL },
  });
  expect(interest.ok()).toBe(true);
  for (let step = 1; step <= 11; step++) {
    const changed = await owner.request.patch(`/api/properties/${id}`, {
      headers: { origin: BASE_URL },
      data: { rent: 12_000 + step * 100 },
    });
    expect(changed.ok()).toBe(true);
  }
}

test.describe('the header in the hand', () => {
  test('signed in: the bell opens under a finger or the mouse, badge and all, at 390 and 1280 px', async ({
    newPerson,
    snap,
  }) => {
    const seeker = await newPerson();
    await seekerWithElevenUnread(await newPerson(), seeker);
    const header = seeker.getByRole('banner');
    const bell = header.getByRole('button', { name: 'Notifications, 11 unread', exact: true });
    // The bar has a bell for each width; the one on screen.
    const badge = header.getByText('9+', { exact: true }).filter({ visible: true });
    const bellMenu = seeker.getByRole('menu');

    await seeker.setViewportSize(NARROW);
    await seeker.goto('/favorites');
    await expect(bell).toBeVisible();
    await expect(badge).toBeVisible();
    await seeker.screenshot({ path: 'test-results/screenshots/header-controls-bell-390.png' });
    await expectFingerSized(seeker);

    // The bell at its centre, then the red badge itself: both open the latest five.
    await bell.click();
    await expect(bellMenu.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
    await seeker.screenshot({ path: 'test-results/screenshots/header-controls-bell-open-390.png' });
    await seeker.keyboard.press('Escape');
    await expect(bellMenu).toBeHidden();
    await clickCentreOf(seeker, badge);
    await expect(bellMenu.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
    await seeker.keyboard.press('Escape');
    await expect(bellMenu).toBeHidden();

    // The menu button opens the drawer; the brand goes home.
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(seeker.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await seeker
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Close menu' })
      .click();
    await expect(seeker.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    // A seeker's brand opens the search.
    await header.getByRole('link', { name: 'Nivaas' }).click();
    await expect(seeker).toHaveURL(/\/properties$/);

    await seeker.setViewportSize(WIDE);
    await seeker.goto('/favorites');
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(bellMenu.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
    await seeker.keyboard.press('Escape');
    await expect(bellMenu).toBeHidden();
    await clickCentreOf(seeker, badge);
    await expect(bellMenu.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
    await seeker.screenshot({
      path: 'test-results/screenshots/header-controls-bell-open-1280.png',
    });
    await seeker.keyboard.press('Escape');
    await header.getByRole('button', { name: /account menu/ }).click();
    await expect(seeker.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await seeker.keyboard.press('Escape');
    await header.getByRole('link', { name: 'Messages', exact: true }).click();
    await expect(seeker).toHaveURL(/\/tenant\/messages$/);
    await snap(seeker, 'header-controls-seeker');
  });

  test('signed out: the language select, menu, brand and sign-in links work under a finger at 390 and 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/login');
    const header = page.getByRole('banner');
    // Named in the page's language, which the test changes.
    const language = header.getByRole('combobox');
    await expect(language).toHaveAccessibleName('Language');
    await expect(language).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/header-controls-signed-out-390.png' });
    await expectFingerSized(page);
    // A tap lands on the select itself (a native picker opens), and a choice translates the page.
    await language.click();
    await expect(language).toBeFocused();
    await language.selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await language.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Close menu' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await header.getByRole('link', { name: 'Nivaas' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);

    await page.setViewportSize(WIDE);
    await page.goto('/register');
    await language.click();
    await expect(language).toBeFocused();
    await header.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await header.getByRole('link', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.screenshot({ path: 'test-results/screenshots/header-controls-signed-out-1280.png' });
  });
});
