import { expect, test } from './fixtures';
import { BASE_URL, DEMO_PASSWORD } from './support';

/**
 * The demo's planted scam ("Hyderabad: 2 BHK, urgent, pay advance to book", two open flags) is
 * held for review: on no public page, its owner told why. A landing page lists no look-alikes.
 */
const SCAM = /pay advance/;
/** The demo's planted scam owners; the seed's admin history may have suspended one of them. */
const PLANTED = ['planted-1@nivaas.demo', 'planted-2@nivaas.demo'];

test.describe('a listing held for review', () => {
  test('tells its owner it is under review and why, and is on no public page of its city', async ({
    page,
    newPerson,
    snap,
  }) => {
    const owner = await newPerson();
    // The first planted owner whose account is not suspended (a suspended one cannot sign in).
    const free = [];
    const refused: string[] = [];
    const signIn = (email: string) =>
      owner.request.post('/api/auth/sign-in/email', {
        headers: { origin: BASE_URL },
        data: { email, password: DEMO_PASSWORD },
      });
    for (const email of PLANTED) {
      let res = await signIn(email);
      // The run's other tests sign in from the same address: past the limit, wait as told.
      if (res.status() === 429) {
        const wait = Math.min(Number(res.headers()['retry-after']) || 30, 60);
        await owner.waitForTimeout(wait * 1000);
        res = await signIn(email);
      }
      if (res.ok()) {
        free.push(email);
        break;
      }
      refused.push(`${email}: ${res.status()} ${await res.text()}`);
    }
    expect(free, refused.join('\n')).toHaveLength(1);
    await owner.goto('/owner/properties');
    await expect(owner).toHaveURL(/\/owner\/properties$/);
    const row = owner.getByRole('listitem').filter({ hasText: SCAM });
    await expect(row.getByText('Under review')).toBeVisible();
    await expect(row.getByText(/far below similar homes in the area/)).toBeVisible();
    await snap(owner, 'held-owner-listings');
    const link = row.locator('a[href^="/owner/properties/"]:not([href$="/edit"])');
    const title = (await link.innerText()).trim();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    await link.click();
    await expect(owner.getByTestId('under-review')).toContainText('Why it is being checked:');
    await snap(owner, 'held-owner-listing');

    // Signed out: the city's apartments page, its structured data and the sitemap.
    const city = title.split(':')[0]!.toLowerCase();
    await page.goto(`/rent/${city}/apartment`);
    const titles = page.locator(`article a[href*="/rent/${city}/apartment/"]`);
    await expect(titles.first()).toBeVisible();
    const names = await titles.allInnerTexts();
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((n) => SCAM.test(n))).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const ldJson = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(ldJson ?? '').not.toContain(id);
    await snap(page, 'held-landing');
    const sitemap = await page.request.get('/sitemap.xml');
    expect(await sitemap.text()).not.toContain(id);
    expect((await page.request.get(`/api/public/properties/${id}`)).status()).toBe(404);
  });
});

test.describe('the provider’s month', () => {
  test.use({ signedInAs: 'provider' });

  test('counts completed jobs as earned and shows confirmed ones apart as booked', async ({
    page,
    snap,
  }) => {
    await page.goto('/service-provider');
    await expect(page.getByText('Earnings this month')).toBeVisible();
    await expect(page.getByTestId('earnings-note')).toHaveText(/^₹[\d,]+ booked$/);
    await snap(page, 'provider-earnings-booked');
  });
});

test.describe('a photo copied from another owner’s listing', () => {
  test.use({ signedInAs: 'admin' });

  test('shows the admin both photos side by side, each linking to its listing', async ({
    page,
    snap,
  }) => {
    await page.goto('/admin/reports');
    await page.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option', { name: 'Automatic flag' }).click();
    const row = page
      .getByTestId('report-row')
      .filter({ hasText: "Photo matches one on another owner's listing" });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('hash bits');
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/reports\/[^/]+$/);

    const match = page.getByTestId('photo-match');
    await expect(match).toContainText("Photo matches one on another owner's listing");
    await expect(page.getByText('hash bits')).toHaveCount(0);
    const sides = match.getByTestId('matched-photo');
    await expect(sides).toHaveCount(2);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = [];
      for (const side of await sides.all()) {
        const img = side.getByRole('img');
        await expect(img).toBeVisible();
        // Loaded: the admin may see a held listing's photo file.
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
          .toBeGreaterThan(0);
        boxes.push((await img.boundingBox())!);
      }
      const [left, right] = boxes;
      // Side by side: the same row, the second to the right of the first, both inside the page.
      expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
      expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
      expect(right!.x + right!.width).toBeLessThanOrEqual(width);
    }
    await snap(page, 'report-photo-match');

    const other = sides.nth(1).getByRole('link');
    const href = await other.getAttribute('href');
    expect(href).toMatch(/^\/properties\/[^/]+$/);
    expect(href).not.toBe(await sides.nth(0).getByRole('link').getAttribute('href'));
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
