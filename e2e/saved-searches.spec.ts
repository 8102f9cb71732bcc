import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified, WIDE } from './support';

/**
 * Saved searches (decision 055), at a phone's and a laptop's width: a new seeker saves a search
 * from the search page, an owner publishes a listing that matches it and the seeker's bell rings
 * live; on /saved-searches the seeker changes the alert, runs, renames and deletes the search.
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

for (const [label, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`a seeker saves a search, hears of a match live and manages it, at ${label} px`, async ({
    newPerson,
    snap,
  }) => {
    const seeker = await newPerson();
    await seeker.setViewportSize(viewport);
    await registerVerified(seeker, 'tenant', 'Lakshmi', 'Rao');
    const name = `Kakinada 2 BHK ${label} ${Date.now().toString(36)}`;

    await seeker.goto('/properties?listingType=rent&city=Kakinada&bedrooms=2');
    await seeker.getByRole('button', { name: 'Save this search' }).click();
    const dialog = seeker.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
    await snap(seeker, `saved-searches-save-${label}`);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(seeker.getByText('Search saved.')).toBeVisible();

    await seeker.goto('/saved-searches');
    await expect(seeker.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible();
    await expect(seeker.getByText(name, { exact: true })).toBeVisible();

    // An owner publishes a matching listing: the seeker's bell rings without a reload.
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Venkat', 'Reddy');
    await publishRental(owner, `Bright 2 BHK in Sarpavaram ${label}`);
    const bell = seeker
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications, 1 unread', exact: true });
    await expect(bell).toBeVisible();
    await snap(seeker, `saved-searches-list-${label}`);

    // Daily digest instead of instant.
    await seeker.getByLabel(`Alerts for ${name}`).selectOption('daily');
    await expect(seeker.getByText('Alerts updated.')).toBeVisible();

    // Rename.
    await seeker.getByRole('button', { name: 'Rename' }).click();
    const rename = seeker.getByRole('dialog', { name: 'Rename search' });
    await rename.getByLabel('Name').fill(`${name} (renamed)`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(seeker.getByText(`${name} (renamed)`, { exact: true })).toBeVisible();

    // Run opens the search with its filters.
    await seeker.getByRole('link', { name: 'Run' }).click();
    await expect(seeker).toHaveURL(/city=Kakinada/);
    await expect(seeker).toHaveURL(/bedrooms=2/);

    // Delete, and the list says there are none.
    await seeker.goto('/saved-searches');
    await expect(seeker.getByLabel(`Alerts for ${name} (renamed)`)).toHaveValue('daily');
    await seeker.getByRole('button', { name: 'Delete' }).click();
    await seeker
      .getByRole('dialog', { name: 'Delete this search?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(seeker.getByText('You have no saved searches yet.')).toBeVisible();
  });
}

for (const [label, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`a seeker finds their saved searches in their home, renames and runs one, at ${label} px`, async ({
    newPerson,
    snap,
  }) => {
    const seeker = await newPerson();
    await seeker.setViewportSize(viewport);
    await registerVerified(seeker, 'tenant', 'Sita', 'Devi');

    await seeker.goto('/tenant');
    const section = seeker.getByRole('region', { name: 'Saved searches' });
    await expect(
      section.getByText('You have no saved searches yet.', { exact: false }),
    ).toBeVisible();
    await expect(section.getByRole('link', { name: 'Search homes' })).toHaveAttribute(
      'href',
      '/tenant/properties',
    );

    const name = `Kakinada homes ${label} ${Date.now().toString(36)}`;
    const saved = await seeker.request.post('/api/saved-searches', {
      headers: { origin: BASE_URL },
      data: { name, query: 'listingType=rent&city=Kakinada&bedrooms=2', alertMode: 'daily' },
    });
    expect(saved.status()).toBe(201);
    await seeker.reload();
    await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByLabel(`Alerts for ${name}`)).toHaveValue('daily');
    await snap(seeker, `saved-searches-home-${label}`);

    await section.getByRole('button', { name: 'Rename' }).click();
    const rename = seeker.getByRole('dialog', { name: 'Rename search' });
    await rename.getByLabel('Name').fill(`${name} (renamed)`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(seeker.getByText('Search renamed.')).toBeVisible();
    await expect(section.getByText(`${name} (renamed)`, { exact: true })).toBeVisible();

    await section.getByRole('link', { name: 'Run' }).click();
    await expect(seeker).toHaveURL(/\/tenant\/properties\?.*city=Kakinada/);
    await expect(seeker).toHaveURL(/bedrooms=2/);
  });
}
