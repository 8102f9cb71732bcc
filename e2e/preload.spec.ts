import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, DEMO, registerVerified, submitSignInForm } from './support';

/**
 * Requests that went to the network, from Chromium's own log (DevTools protocol): a file the
 * page asks for early and the app then uses from that request appears once; fetched again, twice.
 */
async function networkLog(page: Page): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  session.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

/**
 * Errors in the console and uncaught ones (a drawn screen the browser could not take over), and
 * what the content security policy refused (Chromium reports that as an issue, not an error).
 */
async function errorsOf(page: Page): Promise<string[]> {
  const errors: string[] = [];
  const session = await page.context().newCDPSession(page);
  await session.send('Audits.enable');
  session.on('Audits.issueAdded', ({ issue }) => {
    const csp = issue.details.contentSecurityPolicyIssueDetails;
    if (csp) errors.push(`CSP refused ${csp.violatedDirective}: ${csp.sourceCodeLocation?.url}`);
  });
  page.on('console', (m) => {
    // Map tiles come from the internet, out of reach here (the browser's log of each miss).
    if (m.type() === 'error' && !m.text().includes('ERR_NAME_NOT_RESOLVED')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A drawn page's HTML: what it preloads in its head, and what it keeps back until the paint. */
async function htmlOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const later = /<script type="application\/json" id="nivaas-later">(.*?)<\/script>/s.exec(html);
  return {
    html,
    head,
    drawn: html.includes('id="nivaas-screen"'),
    later: later
      ? (JSON.parse(later[1]!) as Array<{ href: string }>).map((l) => l.href)
      : ([] as string[]),
  };
}

test.describe("a visitor's public pages come drawn, and the app follows the paint", () => {
  test('a landing page: its results are in the HTML; its files and texts come once, after the paint; the page then works', async ({
    page,
  }) => {
    const { html, head, drawn, later } = await htmlOf(page, '/rent/hyderabad/apartment');
    expect(drawn).toBe(true);
    expect(html).toMatch(/<h1[^>]*>Apartments for rent in Hyderabad<\/h1>/);
    // Nothing but styles and the first photo competes with the paint.
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).not.toContain('as="fetch"');
    expect(later.some((h) => /^\/assets\/listing-landing-.+\.js$/.test(h))).toBe(true);
    expect(later.some((h) => h.startsWith('/locales/en/landing.json?v='))).toBe(true);

    const errors = await errorsOf(page);
    const counts = await networkLog(page);
    await page.goto('/rent/hyderabad/apartment');
    const results = page.getByRole('list', { name: /results/i });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const href of later) expect(counts.get(href), href).toBe(1);
    // The session and the results came with the page: not asked for again.
    expect(counts.get('/api/session') ?? 0).toBe(0);
    const searches = [...counts.keys()].filter((k) => k.startsWith('/api/properties/search'));
    expect(searches).toEqual([]);
    expect(errors).toEqual([]);

    // The app took the page over: a listing opens without reloading the page.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/rent\/hyderabad\/apartment\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
  });

  test('home, sign-in and a listing preview are drawn and taken over without an error; sign-in works', async ({
    page,
  }) => {
    const errors = await errorsOf(page);
    const counts = await networkLog(page);
    const landing = await htmlOf(page, '/rent/hyderabad/apartment');
    const preview = /href="(\/rent\/hyderabad\/apartment\/[\w-]+)"/.exec(landing.html)![1]!;
    for (const path of ['/', preview, '/login']) {
      const { drawn, later } = await htmlOf(page, path);
      expect(drawn, path).toBe(true);
      counts.clear();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const href of later) expect(counts.get(href), `${path}: ${href}`).toBe(1);
      expect(errors, path).toEqual([]);
    }
    // The drawn form signs in once the app has it (its button waits until then).
    await submitSignInForm(page, DEMO.seeker);
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('the app takes over at the first tap: a tap on the menu, a tab of a form and a language picked before it are not lost', async ({
    browser,
  }) => {
    // Its own context, without the wait for the app after each load: the taps come at once.
    const context = await (browser as Browser).newContext({
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors = await errorsOf(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    // The tap brought the app: it takes the page over with the menu still open, not shut again.
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 20_000 });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // A choice on a drawn form: sign-in's "Mobile number" tab, tapped as the page arrives.
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByText('Mobile number', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeHidden();

    await page.goto('/rent/hyderabad/apartment', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('combobox').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('हैदराबाद');

    // A field of a form that waits for the app, tapped as the page arrives: home's city list has
    // the focus once the form can be used (the tap first gave it to the page's main).
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // (The page is in Hindi now: the form is found by its place, not its words.)
    const city = page.locator('main form select').first();
    await city.click({ force: true });
    await expect(city).toBeFocused({ timeout: 20_000 });
    await expect(city).toBeEnabled();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor searches from home before the app has the page, without its code', async ({
    browser,
  }) => {
    // Only the start script runs, as on a phone still fetching the app: the drawn form's choices
    // are HTML's, and its Search opens the city's page.
    const context = await (browser as Browser).newContext({
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.route(/\/assets\/(?!start)[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Search homes' });
    await form.getByRole('combobox', { name: 'City' }).selectOption('chennai');
    await form.getByRole('radio', { name: 'Buy' }).click();
    await expect(form.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/buy\/chennai\/all$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Chennai');
    await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/);
    await context.close();
  });

  test("choices made on home before the app has it are the app's after, and a Search without a city says so", async ({
    browser,
  }) => {
    // The app's files are held until the choices are made, so it takes the page over after them.
    const context = await (browser as Browser).newContext({
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/(?!start)[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Search homes' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/$/);
    await form.getByRole('radio', { name: 'Buy' }).click();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
    // The Search waited for the app, which names what is missing; the Buy picked is kept.
    await expect(form.getByText('Choose a city to search in')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await expect(page.getByRole('region', { name: /^Homes for sale in/ })).toBeAttached();
    await form.getByRole('combobox', { name: 'City' }).selectOption('pune');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/buy\/pune\/all$/);
    await context.close();
  });

  test("a visitor's menu and language work before the app has the page, without its code", async ({
    browser,
  }) => {
    // Only the start script runs: the app's own files never arrive, as on a phone still
    // fetching them, so the menu and the language are the page's and the start script's alone.
    const context = await (browser as Browser).newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.route(/\/assets\/(?!start)[^/]*\.js$/, (route) => route.abort());
    await page.goto('/rent/hyderabad/apartment');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Get Started Today' })).toBeVisible();
    // The phone's own dark setting is shown before the app says it.
    await expect(menu.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await page.screenshot({ path: 'test-results/screenshots/menu-before-app-dark-390.png' });
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    // A tap beside the menu closes it; Escape too.
    await opener.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(16, 420);
    await expect(menu).toBeHidden();
    await opener.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/);

    // A language picked: the page comes again, drawn in it, and the choice is kept.
    await page.getByRole('banner').getByRole('combobox').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('हैदराबाद');
    await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await context.close();
  });

  test('in Hindi, and readable before any script runs', async ({ browser }) => {
    const context = await (browser as Browser).newContext({
      javaScriptEnabled: false,
      locale: 'hi-IN',
      extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9' },
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/rent/hyderabad/apartment');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('हैदराबाद');
    const first = page.getByRole('list').getByRole('link').first();
    await expect(first).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/landing-drawn-no-js-hi-390.png' });
    await context.close();
  });
});

test.describe("a signed-in seeker's search and listing come drawn for them", () => {
  test.use({ signedInAs: 'seeker' });

  for (const width of [390, 1280]) {
    test(`at ${width} px: drawn with their results, taken over without an error, the filters that fit the width`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 860 });
      const search = await htmlOf(page, '/properties');
      expect(search.drawn).toBe(true);
      const errors = await errorsOf(page);
      const counts = await networkLog(page);
      await page.goto('/properties');
      const results = page.getByRole('list', { name: /results/i });
      await expect(results.getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The results came with the page: not asked for again.
      expect([...counts.keys()].filter((k) => k.startsWith('/api/properties/search'))).toEqual([]);
      // One set of filters, the one for this width: a sidebar on a laptop, a button on a phone.
      const filtersButton = page.getByRole('button', { name: /^Filters/ });
      if (width < 768) await expect(filtersButton).toBeVisible();
      else await expect(filtersButton).toHaveCount(0);
      await expect(page.locator('aside')).toHaveCount(width < 768 ? 0 : 1);
      await page.screenshot({
        path: `test-results/screenshots/search-drawn-signed-in-${width}.png`,
      });

      const listing = /href="(\/properties\/[\w-]+)"/.exec(search.html)![1]!;
      expect((await htmlOf(page, listing)).drawn).toBe(true);
      await page.goto(listing);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/listing-drawn-signed-in-${width}.png`,
      });
      expect(errors).toEqual([]);
    });
  }
});

/** A rental in Hyderabad listed through the API by `owner`; answers its id. */
async function listInHyderabad(
  owner: Page,
  listing: {
    title: string;
    address: string;
    sublocality: string;
    pincode: string;
    rent: number;
    bedrooms: number;
  },
): Promise<string> {
  const created = await owner.request.post('/api/properties', {
    headers: { origin: BASE_URL },
    data: { ...listing, state: 'Telangana', city: 'Hyderabad' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe("a signed-in person's drawn page", () => {
  test('waits for her like a visitor’s, and a notice for her brings the app with it', async ({
    browser,
    newPerson,
  }) => {
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Suresh', 'Naidu');
    const id = await listInHyderabad(owner, {
      title: `Quiet 1 BHK near Kondapur ${Date.now().toString(36)}`,
      address: '2-48, Botanical Garden Road',
      sublocality: 'Kondapur',
      pincode: '500084',
      rent: 14_000,
      bedrooms: 1,
    });
    const signUp = await newPerson();
    await registerVerified(signUp, 'tenant', 'Lakshmi', 'Rao');
    const interest = await signUp.request.post(`/api/properties/${id}/interest`, {
      headers: { origin: BASE_URL },
    });
    expect(interest.ok()).toBe(true);

    // Her phone, without the tests' wait for the app: she only reads.
    const context = await (browser as Browser).newContext({
      viewport: { width: 390, height: 844 },
      storageState: await signUp.context().storageState(),
    });
    const page = await context.newPage();
    const errors = await errorsOf(page);
    await page.goto('/properties');
    await expect(page.locator('#nivaas-screen[data-signed-in]')).toBeAttached();
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const unread = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)?.[1] ?? 0);
    const before = await unread();
    // Well past the 3 s and the idle moment after which her page used to be taken over.
    await page.waitForTimeout(6_000);
    await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/);

    const changed = await owner.request.patch(`/api/properties/${id}`, {
      headers: { origin: BASE_URL },
      data: { rent: 14_500 },
    });
    expect(changed.ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
    await expect.poll(unread, { timeout: 30_000 }).toBe(before + 1);
    await page.screenshot({ path: 'test-results/screenshots/signed-in-drawn-heard-390.png' });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a new listing elsewhere neither brings the app nor reads her results again', async ({
    browser,
    newPerson,
  }) => {
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Vinod', 'Shetty');
    // A new seeker: no saved search of hers matches the listing (a match would be her notice).
    const signUp = await newPerson();
    await registerVerified(signUp, 'tenant', 'Divya', 'Hegde');
    const context = await (browser as Browser).newContext({
      viewport: { width: 390, height: 844 },
      storageState: await signUp.context().storageState(),
    });
    const page = await context.newPage();
    const errors = await errorsOf(page);
    const counts = await networkLog(page);
    await page.goto('/properties');
    await expect(page.locator('#nivaas-screen[data-signed-in]')).toBeAttached();
    // Every signed-in person hears of it; the live app would only count it for its banner.
    await listInHyderabad(owner, {
      title: `Bright 2 BHK in Gachibowli ${Date.now().toString(36)}`,
      address: '4-12, Old Mumbai Highway',
      sublocality: 'Gachibowli',
      pincode: '500032',
      rent: 22_000,
      bedrooms: 2,
    });
    await page.waitForTimeout(3_000);
    await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/);
    // Her first act brings the app; the results she was reading stay as they were drawn.
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(4_000);
    expect([...counts.keys()].filter((k) => k.startsWith('/api/properties/search'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
