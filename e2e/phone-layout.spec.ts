/**
 * Nivaas held in one hand: a 390 px phone. Prices and names are read whole, a confirmation
 * shows where the person is looking, filters can be seen and taken off one by one, a form's
 * buttons are in reach, and every small control is at least 24 × 24 px (WCAG 2.2 AA, 2.5.8).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, WIDE, registerVerified } from './support';

/** True when the element's text is cut short on its line (an ellipsis, or clipped). */
const isCut = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);

/** Width and height of each control, rounded to a tenth of a px. */
const boxes = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 };
    }),
  );

async function expectTapSized(locator: Locator, what: string) {
  await expect(locator.first()).toBeVisible();
  for (const box of await boxes(locator)) {
    expect(box.width, `${what} width`).toBeGreaterThanOrEqual(24);
    expect(box.height, `${what} height`).toBeGreaterThanOrEqual(24);
  }
}

/** The element a finger lands on at the centre of `locator` is the control itself. */
async function expectReachable(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('button')?.textContent ?? '',
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(await locator.textContent());
}

test.describe('in one hand', () => {
  test.use({ viewport: NARROW, actionTimeout: 30_000 });

  test('the listing’s bottom bar shows the whole price', async ({ asRole, snap }) => {
    const page = await asRole('seeker');
    await page.setViewportSize(NARROW);
    const found = await page.request.get(
      '/api/properties/search?listingType=rent&minPrice=10000&maxPrice=10000&limit=1',
    );
    const id: string = (await found.json()).properties[0].id;
    await page.goto(`/properties/${id}`);
    const bar = page.getByRole('complementary', { name: 'Price and what to do next' });
    const price = bar.getByText('₹10,000/month', { exact: true });
    await expect(price).toBeVisible();
    expect(await isCut(price)).toBe(false);
    await expect(bar.getByRole('link', { name: 'Contact owner' })).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Share' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/screenshots/phone-listing-bar-390.png' });
    await snap(page, 'phone-listing');
  });

  test('after “Request booking” the confirmation shows where the person is looking', async ({
    asRole,
    newPerson,
  }) => {
    test.setTimeout(180_000);
    const provider = await asRole('provider');
    const me = await (await provider.request.get('/api/me')).json();
    const providerId: string = (me.user ?? me).id;
    const seeker = await newPerson();
    await seeker.setViewportSize(NARROW);
    await registerVerified(seeker, 'tenant', 'Kavitha', 'Subramaniam');
    await seeker.goto(`/tenant/service-providers/${providerId}`);
    // The last service: far down the page, where the person has scrolled to.
    const book = seeker.getByRole('button', { name: 'Book', exact: true }).last();
    await book.scrollIntoViewIfNeeded();
    await book.click();
    const modal = seeker.getByRole('dialog', { name: /^Book / });
    await modal
      .getByRole('radiogroup', { name: /^Free times on/ })
      .locator('label')
      .first()
      .click();
    await modal.getByRole('textbox', { name: /^House, street and area/ }).fill('4 Lake Road');
    await modal.getByRole('textbox', { name: /^Locality/ }).fill('Madhapur');
    await modal.getByRole('textbox', { name: /^PIN code/ }).fill('500081');
    await modal.getByRole('button', { name: 'Request booking' }).click();
    await expect(modal).toBeHidden();
    const done = seeker.getByText(/^Booking requested\./);
    await expect(done).toBeVisible();
    await expect(done).toBeInViewport({ ratio: 1 });
    await seeker.screenshot({ path: 'test-results/screenshots/phone-booking-done-390.png' });
  });

  test('roommate matches show whole names and cities', async ({ asRole, snap }) => {
    const page = await asRole('seeker');
    for (const size of [NARROW, WIDE]) {
      await page.setViewportSize(size);
      await page.goto('/roommates');
      const cards = page.getByTestId('roommate-match');
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        const name = card.getByRole('link').first();
        expect(await isCut(name), `${await name.textContent()} at ${size.width}px`).toBe(false);
        const place = card.getByTestId('match-place');
        expect(await isCut(place), `${await place.textContent()} at ${size.width}px`).toBe(false);
      }
    }
    await expect(page.getByTestId('roommate-match').first()).toContainText('Deepika');
    await snap(page, 'phone-roommate-matches');
  });

  test('search: results start high, and each active filter is a chip that removes it', async ({
    asRole,
    snap,
  }) => {
    const page = await asRole('seeker');
    await page.setViewportSize(NARROW);
    await page.goto(
      '/properties?listingType=rent&city=Hyderabad&bedrooms=2&furnishing=semi-furnished',
    );
    const count = page.getByText(/^\d[\d,]* propert(y|ies)$/);
    await expect(count).toBeVisible();
    const firstResult = page.getByRole('main').getByRole('article').first();
    await expect(firstResult).toBeVisible();
    const top = (await firstResult.boundingBox())?.y ?? Infinity;
    expect(top).toBeLessThanOrEqual(440);

    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await expect(chips).toHaveText([
      'Rent or buy: Rent',
      'City: Hyderabad',
      'Bedrooms: 2+',
      'Furnishing: Semi-furnished',
    ]);
    await page.screenshot({ path: 'test-results/screenshots/phone-search-chips-390.png' });
    const before = await count.textContent();
    await page.getByRole('button', { name: 'Remove filter City: Hyderabad' }).click();
    await expect(page).not.toHaveURL(/city=/);
    await expect(page).toHaveURL(/bedrooms=2/);
    await expect(chips).toHaveCount(3);
    await expect(count).not.toHaveText(before ?? '');
    await snap(page, 'phone-search');
  });

  test('the service form’s buttons are in reach, on a phone and a laptop', async ({ asRole }) => {
    const page = await asRole('provider');
    for (const size of [NARROW, WIDE]) {
      await page.setViewportSize(size);
      await page.goto('/service-provider/services');
      await page.getByRole('button', { name: 'Add a service' }).click();
      const form = page.getByRole('dialog', { name: 'New service' });
      await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
      await expectReachable(page, form.getByRole('button', { name: 'Add service' }));
      await expectReachable(page, form.getByRole('button', { name: 'Cancel' }));
      await page.screenshot({
        path: `test-results/screenshots/phone-service-form-${size.width}.png`,
      });
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
    }
  });

  test('small controls are at least 24 × 24 px', async ({ asRole }) => {
    const provider = await asRole('provider');
    await provider.setViewportSize(NARROW);
    await provider.goto('/service-provider/services');
    await provider.getByRole('button', { name: 'Add a service' }).click();
    const price = provider.getByRole('dialog', { name: 'New service' });
    await expectTapSized(price.locator('.mantine-NumberInput-control'), 'number stepper');
    // The steppers still step: up from empty starts at the lowest price, ₹0, then ₹1; down is ₹0.
    // The price's own steppers (the visiting charge has a pair too).
    const value = price.getByRole('textbox', { name: 'Price', exact: true });
    const priceField = price.locator('.mantine-NumberInput-root').filter({
      has: provider.getByRole('textbox', { name: 'Price', exact: true }),
    });
    const up = priceField.locator('.mantine-NumberInput-control[data-direction="up"]');
    const down = priceField.locator('.mantine-NumberInput-control[data-direction="down"]');
    await up.click();
    await expect(value).toHaveValue('₹0');
    await up.click();
    await expect(value).toHaveValue('₹1');
    await down.click();
    await expect(value).toHaveValue('₹0');
    await provider.screenshot({ path: 'test-results/screenshots/phone-steppers-390.png' });
    const me = await (await provider.request.get('/api/me')).json();

    const seeker = await asRole('seeker');
    await seeker.setViewportSize(NARROW);
    await seeker.goto('/messages');
    await seeker.getByRole('main').getByRole('link').filter({ hasText: 'Ravi Kumar' }).click();
    await expectTapSized(
      seeker.getByRole('button', { name: 'Report this message' }),
      'Report this message',
    );
    await expectTapSized(seeker.getByRole('button', { name: 'Delete message' }), 'Delete message');
    await seeker.screenshot({ path: 'test-results/screenshots/phone-chat-controls-390.png' });

    // The small "Report" under each service on a provider's page.
    await seeker.goto(`/tenant/service-providers/${(me.user ?? me).id}`);
    await expectTapSized(seeker.getByRole('button', { name: 'Report', exact: true }), 'Report');
  });
});
