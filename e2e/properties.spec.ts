import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { registerVerified, saveScreens } from './support';

/** Two different photos made at run time: a PNG and a JPEG. */
async function listingPhotos(): Promise<string[]> {
  const dir = path.join(tmpdir(), 'nivaas-e2e-files');
  mkdirSync(dir, { recursive: true });
  const shapes = (sky: string, wall: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${sky}"/><rect y="420" width="800" height="180" fill="#6fa56b"/><rect x="250" y="250" width="300" height="200" fill="${wall}"/><polygon points="230,260 400,140 570,260" fill="#b5533c"/><rect x="375" y="340" width="50" height="110" fill="#2f5d62"/></svg>`,
    );
  const front = path.join(dir, 'front.png');
  const hall = path.join(dir, 'hall.jpg');
  await sharp(shapes('#8ec5e8', '#f2e3c6')).png().toFile(front);
  await sharp(shapes('#f4b98f', '#d9e4ec')).jpeg({ quality: 85 }).toFile(hall);
  return [front, hall];
}

/** A full-page picture from the top: a sticky header would otherwise sit where the page was scrolled. */
async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreens(page, name);
}

/** Picks an option of a Mantine Select: open it, type to narrow when it is searchable, choose. */
async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (await field.isEditable()) await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('properties', () => {
  test('an owner lists a home with photos; a seeker finds it, saves it, says interested and hears when it is vacant', async ({
    newPerson,
  }) => {
    // Two people, a form with photo uploads and a live notification: 4.4 minutes on a busy
    // two-core machine.
    test.setTimeout(480_000);
    const stamp = Date.now().toString(36).slice(-5);
    const title = `Sunlit 3 BHK near Sarabha Nagar market ${stamp}`;
    const rent = 18_765;

    // The owner lists the home through the form, with two photos.
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Harjit', 'Gill');
    await owner.goto('/owner/properties/new');
    await expect(owner.getByRole('heading', { name: 'List a property' })).toBeVisible();
    await choose(owner, 'Property type', 'Apartment');
    await owner.getByRole('textbox', { name: 'Title' }).fill(title);
    await owner
      .getByRole('textbox', { name: 'Description' })
      .fill('Corner flat on the second floor with morning sun, two balconies and covered parking.');
    await choose(owner, 'State', 'Punjab');
    await choose(owner, 'City', 'Ludhiana');
    await choose(owner, 'Locality', 'Sarabha Nagar');
    await owner.getByRole('textbox', { name: 'Address' }).fill('Flat 204, Guru Kripa Apartments');
    await expect(owner.getByRole('textbox', { name: 'PIN code' })).toHaveValue(/^\d{6}$/);
    await owner.getByRole('textbox', { name: 'Monthly rent' }).fill(String(rent));
    await owner.getByRole('textbox', { name: 'Security deposit' }).fill(String(rent * 2));
    await owner.getByRole('textbox', { name: 'Bedrooms' }).fill('3');
    await owner.getByRole('textbox', { name: 'Bathrooms' }).fill('2');
    await owner.locator('input[type="file"]').setInputFiles(await listingPhotos());
    await expect(owner.getByRole('img', { name: /Preview of front\.png/ })).toBeVisible();
    await expect(owner.getByRole('img', { name: /Preview of hall\.jpg/ })).toBeVisible();
    await snapFromTop(owner, 'property-form');
    await owner.getByRole('button', { name: 'Publish listing' }).click();
    // Ids are 22 characters: this is the new listing's page, not the form at /new.
    await expect(owner).toHaveURL(/\/owner\/properties\/[A-Za-z0-9_-]{16,}$/);
    const propertyId = owner.url().split('/').pop()!;
    const stored = await owner.request.get(`/api/properties/${propertyId}`);
    expect(stored.ok()).toBe(true);
    expect((await stored.json()).images).toHaveLength(2);

    // A seeker finds it by city, price and bedrooms.
    const seeker = await newPerson();
    await registerVerified(seeker, 'tenant', 'Simran', 'Kaur');
    await seeker.goto('/properties');
    // A new seeker follows nothing yet: the bell says so.
    const header = seeker.getByRole('banner');
    await header.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(seeker.getByText('No notifications yet')).toBeVisible();
    await seeker.keyboard.press('Escape');
    const filters = seeker.getByRole('region', { name: 'Filters' });
    // One filter at a time, as a person does: each lands in the URL before the next.
    await filters.getByRole('combobox', { name: 'State' }).selectOption('Punjab');
    await expect(seeker).toHaveURL(/state=Punjab/);
    await filters.getByRole('combobox', { name: 'City' }).selectOption('Ludhiana');
    await expect(seeker).toHaveURL(/city=Ludhiana/);
    await filters.getByRole('textbox', { name: 'Min price' }).fill('18000');
    await expect(seeker).toHaveURL(/minPrice=18000/);
    await filters.getByRole('textbox', { name: 'Max price' }).fill('19000');
    await expect(seeker).toHaveURL(/maxPrice=19000/);
    await filters.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '3+' });
    await expect(seeker).toHaveURL(/bedrooms=3/);
    for (const param of ['state=Punjab', 'city=Ludhiana', 'minPrice=18000', 'maxPrice=19000'])
      expect(seeker.url()).toContain(param);
    const card = seeker.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    await snapFromTop(seeker, 'property-search-list');
    await seeker.getByRole('radio', { name: 'Map' }).check({ force: true });
    await expect(seeker.getByRole('region', { name: 'Map of the results' })).toBeVisible();
    await expect(seeker.getByTestId('map-count')).toHaveText(
      /^(1 property|All \d+ properties) on the map\.$/,
    );
    await snapFromTop(seeker, 'property-search-map');
    await seeker.getByRole('radio', { name: 'List' }).check({ force: true });

    // Opens it, saves it and says interested.
    await seeker.getByRole('link', { name: title }).click();
    await expect(seeker).toHaveURL(new RegExp(`/properties/${propertyId}$`));
    await expect(seeker.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(seeker.getByRole('img', { name: `${title}, photo 1 of 2` })).toBeVisible();
    await seeker.getByRole('button', { name: 'Save to favourites' }).first().click();
    await expect(
      seeker.getByRole('button', { name: 'Remove from favourites' }).first(),
    ).toBeVisible();
    await seeker.getByRole('button', { name: "I'm interested" }).click();
    await expect(seeker.getByText("You're interested").first()).toBeVisible();
    await snapFromTop(seeker, 'property-details');

    // The seeker keeps it among her favourites, and is looking at them when the news comes.
    await header.getByRole('link', { name: 'Favourites', exact: true }).click();
    await expect(seeker).toHaveURL(/\/favorites$/);
    // Among her favourites (it is also first in "Recently viewed" below them).
    await expect(seeker.getByRole('article').getByRole('link', { name: title })).toBeVisible();

    // The owner marks it vacant from the listing's own page.
    await owner.reload();
    await choose(owner, `Status of ${title}`, 'Vacant');
    await expect(owner.getByText(`${title} is now Vacant.`)).toBeVisible();

    // Her bell shows it without a reload, and the notification opens the listing.
    const bell = header.getByRole('button', { name: /^Notifications, 1 unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const item = seeker.getByRole('menuitem', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    await item.click();
    await expect(seeker).toHaveURL(new RegExp(`/properties/${propertyId}$`));
    await expect(seeker.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // She takes her interest back: the button says so again and nobody is counted.
    await seeker.getByRole('button', { name: 'Withdraw interest' }).click();
    await expect(seeker.getByRole('button', { name: "I'm interested" })).toBeVisible();
    await expect(seeker.getByText('Be the first to show interest').first()).toBeVisible();
    await snapFromTop(seeker, 'property-details-withdrawn');
  });
});

test.describe('search map', () => {
  test.use({ signedInAs: 'seeker' });

  test('shows every matching listing, not only the loaded page, and says how many', async ({
    page,
    snap,
  }) => {
    const pinsAnswer = page.waitForResponse((r) => r.url().includes('/api/properties/search/pins'));
    await page.goto('/properties?view=map');
    const { pins, total } = (await (await pinsAnswer).json()) as {
      pins: unknown[];
      total: number;
    };
    // More than a page of 20: the list loads 20, the map shows them all.
    expect(pins.length).toBeGreaterThan(20);
    const count = new Intl.NumberFormat('en-IN');
    await expect(page.getByTestId('map-count')).toHaveText(
      pins.length === total
        ? `All ${count.format(total)} properties on the map.`
        : `Showing ${count.format(pins.length)} of ${count.format(total)} properties on the map.`,
    );
    // The listings beyond the first page are dots on one canvas, not thousands of elements.
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('canvas')).toHaveCount(1);

    // A dot opens a small card with its price and a way to the listing. The map may still be
    // settling on the whole match: find a dot and click it again until its card opens.
    await map.scrollIntoViewIfNeeded();
    const popup = page.locator('.leaflet-popup');
    let attempt = 0;
    await expect(async () => {
      const dots = await page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>(
          '[aria-label="Map of the results"] canvas',
        );
        const box = canvas?.getBoundingClientRect();
        const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
        if (!canvas || !box || !pixels) return [];
        const scale = canvas.width / box.width;
        const found: { x: number; y: number }[] = [];
        // Pixels of a dot's fill (#087f5b) that no price tag or cluster covers; the first one
        // found of a dot is its top edge, and its middle is 5 px lower.
        for (let i = 0; i < pixels.data.length; i += 4 * 3) {
          const [r, g, b] = [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!];
          if (Math.abs(r - 8) > 6 || Math.abs(g - 127) > 6 || Math.abs(b - 91) > 6) continue;
          const x = box.left + ((i / 4) % canvas.width) / scale;
          const y = box.top + Math.floor(i / 4 / canvas.width) / scale + 5;
          if (found.some((d) => Math.hypot(d.x - x, d.y - y) < 12)) continue;
          if (document.elementFromPoint(x, y) === canvas) found.push({ x, y });
        }
        return found;
      });
      expect(dots.length).toBeGreaterThan(0);
      // Another dot on each try: one may sit under a marker's edge.
      const dot = dots[attempt++ % dots.length]!;
      await page.mouse.click(dot.x, dot.y);
      await expect(popup.getByText(/^₹[\d,.]+( L| Cr|\/month)/)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(popup.getByRole('link', { name: 'View property' })).toHaveAttribute(
      'href',
      /^\/properties\/[^/]+$/,
    );
    await expect(map.locator('canvas')).toHaveCount(1);
    await snap(page, 'property-search-map-all');
  });
});
