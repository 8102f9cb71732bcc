import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified, WIDE } from './support';

/**
 * Site visits (decision 056), at a phone's and a laptop's width: an owner sets visiting hours
 * on their listing, a seeker books a 30-minute slot from the listing's page, the owner confirms
 * it under "My visits" and the seeker finds it confirmed, with its calendar file.
 */

/** A rental in Kakinada as a new owner publishes it. */
async function publishRental(owner: Page, title: string): Promise<string> {
  const created = await owner.request.post('/api/properties', {
    headers: { origin: BASE_URL },
    data: {
      title,
      address: '4-12, Main Road, Sarpavaram',
      state: 'Andhra Pradesh',
      city: 'Kakinada',
      sublocality: 'Sarpavaram',
      pincode: '533005',
      rent: 11_000,
      bedrooms: 2,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [label, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`a seeker books a visit and the owner confirms it, at ${label} px`, async ({
    newPerson,
    snap,
  }) => {
    const owner = await newPerson();
    await owner.setViewportSize(viewport);
    await registerVerified(owner, 'owner', 'Venkat', 'Reddy');
    const title = `Sunny 2 BHK for visits ${label} ${Date.now().toString(36)}`;
    const id = await publishRental(owner, title);

    // The owner opens the listing's "Visiting hours" tab, adds a range and saves it.
    await owner.goto(`/owner/properties/${id}?tab=visits`);
    const hours = owner.getByRole('region', { name: 'Visiting hours' });
    await expect(hours.getByText('No visiting hours yet')).toBeVisible();
    await hours.getByRole('button', { name: 'Add hours' }).click();
    await hours.getByRole('button', { name: 'Add hours' }).click();
    await hours.getByRole('button', { name: 'Save visiting hours' }).click();
    await expect(owner.getByText('Visiting hours saved.')).toBeVisible();
    expect(await noSidewaysScroll(owner)).toBe(true);
    await snap(owner, `site-visits-hours-${label}`);

    // A seeker picks the first free time on the listing's page and asks for it.
    const seeker = await newPerson();
    await seeker.setViewportSize(viewport);
    await registerVerified(seeker, 'tenant', 'Meena', 'Iyer');
    await seeker.goto(`/properties/${id}`);
    const card = seeker.getByRole('region', { name: 'Visit this home' });
    await card.getByRole('button', { name: 'Book a visit' }).click();
    const times = card.getByRole('radiogroup', { name: /^Time on/ });
    await times.locator('label').first().click();
    await card.getByRole('button', { name: 'Request this visit' }).click();
    await expect(card.getByText('Visit requested')).toBeVisible();
    expect(await noSidewaysScroll(seeker)).toBe(true);
    await snap(seeker, `site-visits-book-${label}`);

    // The owner confirms it under "My visits", reached from their dashboard.
    await owner.goto('/owner');
    await owner.getByRole('link', { name: 'See all visits' }).click();
    await expect(owner).toHaveURL(/\/visits$/);
    await expect(owner.getByRole('heading', { name: 'My visits', level: 1 })).toBeVisible();
    const visit = owner.getByTestId('site-visit').filter({ hasText: title });
    await expect(visit.getByText('Visitor: Meena Iyer')).toBeVisible();
    await visit.getByRole('button', { name: 'Confirm' }).click();
    await expect(visit.getByText('Confirmed')).toBeVisible();
    expect(await noSidewaysScroll(owner)).toBe(true);

    // The seeker hears of it and finds it confirmed, with the calendar file.
    await expect(
      seeker.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ }),
    ).toBeVisible();
    await seeker.goto('/visits');
    const mine = seeker.getByTestId('site-visit').filter({ hasText: title });
    await expect(mine.getByText('Confirmed')).toBeVisible();
    const ics = mine.getByRole('link', { name: 'Add to calendar (.ics)' });
    await expect(ics).toBeVisible();
    const file = await seeker.request.get((await ics.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain('BEGIN:VEVENT');
    expect(await noSidewaysScroll(seeker)).toBe(true);
    await snap(seeker, `site-visits-mine-${label}`);
  });
}
