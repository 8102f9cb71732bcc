import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, deferredPartsLoaded, NARROW, registerVerified, saveScreens } from './support';

/**
 * The installed app (issue 15 §4): Chrome finds Nivaas installable, and a seeker who goes
 * offline still reads her favourites and the listings she opened lately, with their photos.
 * Only this file lets the service worker run (playwright.config.ts blocks it elsewhere).
 */
test.use({ signedInAs: 'seeker', serviceWorkers: 'allow', viewport: NARROW });

interface Listing {
  id: string;
  title: string;
  images: Array<{ thumbnailUrl: string }>;
}

/** Every <img> inside `scope` has loaded a picture (not a broken image). */
const photosShown = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll(
      (imgs) =>
        imgs.length > 0 &&
        imgs.every(
          (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
        ),
    );

// eslint-disable-next-line no-empty-pattern -- Playwright reads a test's fixtures from this pattern
test('Chrome finds Nivaas installable: manifest, icons and service worker', async ({}, testInfo) => {
  // Test contexts are incognito, where Chrome never offers to install ("in-incognito"): this
  // check runs in a browser profile of its own, as a visitor who is not signed in.
  const profile = mkdtempSync(path.join(tmpdir(), 'nivaas-pwa-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    // A visitor's page is the app's, and registers the service worker, once they act (decision
    // 070); Chrome offers to install only to someone who has interacted with the site anyway.
    await page.keyboard.press('Shift');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)))
      .toBe(true);
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the seeker reads her favourites and recently viewed listings offline, with photos', async ({
  page,
  context,
}) => {
  // A listing with photos that the demo seeker has not saved (other tests may save the first ones).
  const found = await page.request.get('/api/properties/search');
  expect(found.ok(), await found.text()).toBe(true);
  const { properties } = (await found.json()) as { properties: Listing[] };
  const listing = properties.filter((p) => p.images.length > 0).at(-1)!;
  expect(listing).toBeDefined();
  const saved = await page.request.get('/api/favorites/ids');
  const { propertyIds } = (await saved.json()) as { propertyIds: string[] };
  const wasSaved = propertyIds.includes(listing.id);

  // She opens the listing and saves it.
  await page.goto(`/properties/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  if (!wasSaved) {
    await page.getByRole('button', { name: 'Save to favourites' }).first().click();
    await expect(
      page.getByRole('button', { name: 'Remove from favourites' }).first(),
    ).toBeVisible();
  }

  // The service worker controls the pages opened after it is active (the listing comes drawn
  // by the server, so this can be before the worker has finished installing), and her
  // favourites page has been seen online once.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/tenant/favorites');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  // Now through the service worker: her favourites and the person are kept.
  await page.reload();
  const favourites = page.locator('main');
  await expect(favourites.getByRole('link', { name: listing.title }).first()).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: listing.title })).toBeVisible();
  await deferredPartsLoaded(page);
  // Her favourites' covers at 320 px are kept (the larger ones the cards show are not).
  const favouriteList = await page.request.get('/api/favorites');
  const covers = ((await favouriteList.json()) as { properties: Listing[] }).properties.flatMap(
    (p) => p.images.slice(0, 1).map((i) => i.thumbnailUrl),
  );
  expect(covers).toContain(listing.images[0]!.thumbnailUrl);
  await expect
    .poll(() =>
      page.evaluate(async (urls) => {
        const cache = await caches.open('nivaas-photos-320');
        const kept = await Promise.all(urls.map((url) => cache.match(url)));
        return kept.filter((r) => !r).length;
      }, covers),
    )
    .toBe(0);

  // Offline, the page reloads from the phone: favourites and recently viewed, with photos.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('You are offline.', { exact: false }).first()).toBeVisible();
    await expect(favourites.getByRole('link', { name: listing.title }).first()).toBeVisible();
    await expect(recent.getByRole('link', { name: listing.title })).toBeVisible();
    await expect.poll(() => photosShown(recent)).toBe(true);
    await expect.poll(() => photosShown(favourites.locator('article'))).toBe(true);
    // Every card's photo loaded (lazy ones too), then "the installed PWA offline" at 390 px.
    for (const img of await favourites.locator('article img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreens(page, 'pwa-offline');
  } finally {
    await context.setOffline(false);
  }

  // Left as it was found: other tests read the demo seeker's favourites.
  if (!wasSaved) {
    await page.goto(`/properties/${listing.id}`);
    await page.getByRole('button', { name: 'Remove from favourites' }).first().click();
    await expect(page.getByRole('button', { name: 'Save to favourites' }).first()).toBeVisible();
  }
});

/** The built service worker and the compressed copies the server sends in its place. */
const SW_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((f) =>
  path.join(process.cwd(), 'apps/web/dist', f),
);

test('a new version waiting is announced, and Reload switches to it', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)))
    .toBe(true);
  await expect(page.getByText('A new version of Nivaas is available.')).toHaveCount(0);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');

  // A release: the server answers /sw.js with a changed worker (other tests block workers).
  const original = SW_FILES.map((f) => readFileSync(f));
  const next = Buffer.concat([original[0]!, Buffer.from('\n// next release\n')]);
  try {
    writeFileSync(SW_FILES[0]!, next);
    writeFileSync(SW_FILES[1]!, brotliCompressSync(next));
    writeFileSync(SW_FILES[2]!, gzipSync(next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Nivaas is available.' });
    await expect(notice).toBeVisible();
    await saveScreens(page, 'pwa-update-available');
    await Promise.all([
      page.waitForEvent('framenavigated'),
      notice.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByText('A new version of Nivaas is available.')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return Boolean(reg?.active && !reg.waiting && navigator.serviceWorker.controller);
        }),
      )
      .toBe(true);
    expect(first).toContain('/sw.js');
  } finally {
    SW_FILES.forEach((f, i) => writeFileSync(f, original[i]!));
  }
});

test('a message written offline in the installed app is sent once when the signal returns', async ({
  newPerson,
}) => {
  test.setTimeout(240_000);
  const owner = await newPerson();
  await registerVerified(owner, 'owner', 'Sunita', 'Reddy');
  const ownerId = ((await (await owner.request.get('/api/me')).json()) as { id: string }).id;
  const created = await owner.request.post('/api/properties', {
    headers: { origin: BASE_URL },
    data: {
      title: '1 BHK near Guntur railway station',
      address: '4-5-6, Station Road',
      state: 'Andhra Pradesh',
      city: 'Guntur',
      sublocality: 'Brodipet',
      pincode: '522002',
      rent: 9_000,
      bedrooms: 1,
    },
  });
  expect(created.status()).toBe(201);
  const property = (await created.json()) as { id: string };

  const seeker = await newPerson();
  await registerVerified(seeker, 'tenant', 'Kiran', 'Naidu');
  await seeker.goto(`/messages/${ownerId}?propertyId=${property.id}`);
  await expect(seeker.getByRole('heading', { name: 'Sunita Reddy' })).toBeVisible();
  // The page is the service worker's, with its late parts loaded, before the signal goes.
  await expect
    .poll(() => seeker.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(seeker.getByRole('banner').getByText('Online')).toBeVisible();
  await deferredPartsLoaded(seeker);

  await seeker.context().setOffline(true);
  await expect(seeker.getByRole('banner').getByText('Offline')).toBeVisible();
  const text = 'Written on the bus with no signal: is the flat still free?';
  await seeker.getByRole('textbox', { name: 'Message' }).fill(text);
  await seeker.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(seeker.getByText('Waiting for connection…')).toBeVisible();
  await seeker.context().setOffline(false);
  await expect(seeker.getByText('Waiting for connection…')).toHaveCount(0);
  await expect(seeker.getByRole('log').getByText(text)).toHaveCount(1);

  // The owner has it exactly once.
  await owner.goto('/owner/messages');
  await owner.getByRole('link', { name: /Kiran Naidu/ }).click();
  await expect(owner.getByRole('log').getByText(text)).toBeVisible();
  await expect(owner.getByRole('log').getByText(text)).toHaveCount(1);

  // Signing out drops what the phone kept of this person (their own session, not a saved one).
  const keptAnswers = () => seeker.evaluate(() => caches.has('nivaas-api'));
  await seeker.goto('/tenant/favorites');
  await expect(seeker.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();
  await expect.poll(keptAnswers).toBe(true);
  await seeker.setViewportSize({ width: 1280, height: 800 });
  await seeker
    .getByRole('banner')
    .getByRole('button', { name: /account menu/ })
    .click();
  await seeker.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(seeker.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(keptAnswers).toBe(false);
});
