import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, codeFor, NARROW, registerVerified, WIDE } from './support';

/**
 * Issue 28's whole way, at a phone's and a laptop's width: a visitor narrows a public landing
 * page by its filter links, opens the full search, signs up there by mobile number with the code
 * the SMS brings (the dev outbox) and comes back to the same search; saves it; an owner publishes
 * a home that matches and the seeker's bell rings without a reload; the seeker opens it from the
 * bell, books a visit, and the owner confirms it.
 */

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// Each width in a city of its own, so one run's listing never matches the other's search.
const RUNS = [
  {
    label: '390',
    viewport: NARROW,
    city: { name: 'Nellore', slug: 'nellore', locality: 'Balaji Nagar', pincode: '524002' },
  },
  {
    label: '1280',
    viewport: WIDE,
    city: { name: 'Kurnool', slug: 'kurnool', locality: 'Kothapeta', pincode: '518004' },
  },
] as const;

for (const { label, viewport, city } of RUNS) {
  test(`a visitor browses, signs up by phone, saves a search, hears of a match live and books a visit the owner confirms, at ${label} px`, async ({
    newPerson,
    snap,
  }) => {
    const seeker = await newPerson();
    await seeker.setViewportSize(viewport);

    // 1. A visitor narrows a landing page with its filter links.
    await seeker.goto(`/rent/${city.slug}/apartment`);
    await expect(seeker.getByRole('heading', { level: 1 })).toHaveText(
      `Apartments for rent in ${city.name}`,
    );
    const filters = seeker.getByRole('navigation', { name: 'Narrow the list' });
    await filters.getByRole('link', { name: '2+ BHK' }).click();
    await expect(seeker).toHaveURL(new RegExp(`/rent/${city.slug}/apartment\\?bedrooms=2$`));
    await expect(seeker.getByRole('heading', { level: 1 })).toHaveText(
      `Apartments for rent in ${city.name}: 2+ BHK`,
    );
    await expect(filters.getByRole('link', { name: '2+ BHK' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await noSidewaysScroll(seeker)).toBe(true);

    // The full search is for members: the visitor creates an account from its gate.
    await seeker.getByRole('link', { name: /full search/ }).click();
    await expect(seeker).toHaveURL(/\/properties\?.*bedrooms=2/);
    const search = new URL(seeker.url()).search;
    await expect(seeker.getByRole('heading', { name: "You're Almost In!" })).toBeVisible();
    await seeker.getByRole('link', { name: 'Create a free account' }).click();
    await expect(seeker).toHaveURL(/\/register\?from=/);

    // 2. Signs up by mobile number with the code from the SMS (the dev outbox).
    await seeker.getByText('Mobile number', { exact: true }).click();
    await seeker.getByLabel('First name').fill('Sravani');
    await seeker.getByLabel('Last name').fill(`Naidu ${label}`);
    const digits = `9${label === '390' ? '3' : '4'}${String(Date.now()).slice(-8)}`;
    const e164 = `+91${digits}`;
    await seeker.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
    await seeker.getByRole('button', { name: 'Send code' }).click();
    const code = seeker.getByRole('textbox', { name: '6-digit code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(await codeFor(seeker, e164));
    await seeker.getByRole('button', { name: 'Verify and create account' }).click();
    // Back on the same search, now signed in.
    await expect
      .poll(() => {
        const url = new URL(seeker.url());
        return `${url.pathname}${url.search}`;
      })
      .toBe(`/properties${search}`);
    await expect
      .poll(async () => (await (await seeker.request.get('/api/session')).json()).user?.phoneNumber)
      .toBe(e164);

    // 3. Saves the search, alerts instant.
    const name = `${city.name} 2+ BHK ${Date.now().toString(36)}`;
    await seeker.getByRole('button', { name: 'Save this search' }).click();
    const dialog = seeker.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(seeker.getByText('Search saved.')).toBeVisible();

    // 4. An owner publishes a matching home.
    const owner = await newPerson();
    await owner.setViewportSize(viewport);
    await registerVerified(owner, 'owner', 'Ravi', `Teja ${label}`);
    const title = `Airy 2 BHK in ${city.locality} ${label} ${Date.now().toString(36)}`;
    const created = await owner.request.post('/api/properties', {
      headers: { origin: BASE_URL },
      data: {
        title,
        type: 'apartment',
        address: '7-3, Temple Street',
        state: 'Andhra Pradesh',
        city: city.name,
        sublocality: city.locality,
        pincode: city.pincode,
        rent: 12_500,
        bedrooms: 2,
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;

    // 5. The seeker's bell shows it, live: no reload.
    const bell = seeker
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications, 1 unread', exact: true });
    await expect(bell).toBeVisible();
    await snap(seeker, `phone-first-bell-${label}`);

    // The owner opens visiting hours on the listing (the default range of the form).
    await owner.goto(`/owner/properties/${id}?tab=visits`);
    const hours = owner.getByRole('region', { name: 'Visiting hours' });
    await hours.getByRole('button', { name: 'Add hours' }).click();
    await hours.getByRole('button', { name: 'Add hours' }).click();
    await hours.getByRole('button', { name: 'Save visiting hours' }).click();
    await expect(owner.getByText('Visiting hours saved.')).toBeVisible();

    // 6. The seeker opens the home from the bell and books a visit...
    await bell.click();
    await seeker
      .getByRole('menuitem')
      .filter({ hasText: 'New home for your saved search' })
      .filter({ hasText: title })
      .click();
    await expect(seeker).toHaveURL(new RegExp(`/properties/${id}$`));
    const card = seeker.getByRole('region', { name: 'Visit this home' });
    await card.getByRole('button', { name: 'Book a visit' }).click();
    await card
      .getByRole('radiogroup', { name: /^Time on/ })
      .locator('label')
      .first()
      .click();
    await card.getByRole('button', { name: 'Request this visit' }).click();
    await expect(card.getByText('Visit requested')).toBeVisible();
    expect(await noSidewaysScroll(seeker)).toBe(true);

    // ...which the owner confirms.
    await owner.goto('/visits');
    const visit = owner.getByTestId('site-visit').filter({ hasText: title });
    await expect(visit.getByText(`Visitor: Sravani Naidu ${label}`)).toBeVisible();
    await visit.getByRole('button', { name: 'Confirm' }).click();
    await expect(visit.getByText('Confirmed')).toBeVisible();

    await seeker.goto('/visits');
    const mine = seeker.getByTestId('site-visit').filter({ hasText: title });
    await expect(mine.getByText('Confirmed')).toBeVisible();
    expect(await noSidewaysScroll(seeker)).toBe(true);
    await snap(seeker, `phone-first-visit-${label}`);
  });
}
