/**
 * Fixtures for Nivaas's browser tests. A spec imports `test` and `expect` from here:
 *
 *   import { expect, test } from './fixtures';
 *
 * - `test.use({ signedInAs: 'owner' })` (in a file or a `test.describe`): the test's own `page`
 *   and `context` start signed in as that demo person: 'seeker' (Priya Sharma), 'owner',
 *   'provider' or 'admin' (accounts in ./support.ts). Without it they are signed out.
 *
 * - `asRole('seeker')`: another person in the same test, signed in as that demo role in a
 *   browser context of their own (own cookies, own storage, can go offline alone). Returns the
 *   page; `page.context()` is the context. Closed when the test ends.
 *
 *     test('the owner sees the seeker's message', async ({ asRole }) => {
 *       const owner = await asRole('owner');
 *       const seeker = await asRole('seeker');
 *       ...
 *     });
 *
 * - `newPerson()`: another person who is not signed in, in a browser context of their own, e.g.
 *   for someone new: `const p = await newPerson(); await registerVerified(p, 'tenant', 'Arjun',
 *   'Mehta');`. Closed when the test ends.
 *
 * - `snap(page, 'name')`: screenshots of the whole page at phone and laptop width, saved as
 *   test-results/screenshots/name-390.png and name-1280.png and attached to the test's report.
 *
 * Going offline (`context.setOffline(true)`): first `await deferredPartsLoaded(page)` (./support.ts),
 * or the shell's late parts fail to download and the page shows its "Connection Notice".
 *
 * Signing in. The server allows a few sign-in attempts a minute from one address (10 by default, 30
 * in playwright.config.ts), and the browser tests keep that limit on. auth.setup.ts signs each demo role in once per run and saves the
 * session in test-results/.auth/<role>.json; the fixtures above reuse it. So a test does not
 * sign in: only the sign-in tests in auth.spec.ts submit the sign-in form, on purpose (4
 * attempts; with the setup's 4, a run makes 8). New accounts from `registerVerified` are signed
 * in by their verification link, which is not a sign-in attempt (sign-ups have a limit of 100 a
 * minute in playwright.config.ts).
 *
 * A saved session is shared by every test of that role, in parallel: never sign out of it (that
 * ends it on the server for all of them). Sign out only in a session of your own (a form sign-in
 * in auth.spec.ts or a `registerVerified` account). Tests may change a demo person's data only
 * where no other test looks. A test that reads a list of a demo person's (notifications,
 * favourites, threads, bookings) reads what other tests add to it, in whatever order they run:
 * it makes its own people and data instead.
 */
import { test as base, type Browser, type Page } from '@playwright/test';
import { authFile, saveScreens, type DemoRole } from './support';

export { expect } from '@playwright/test';

export interface NivaasOptions {
  /** The demo role the test's own `page` and `context` are signed in as; null: signed out. */
  signedInAs: DemoRole | null;
}

export interface NivaasFixtures {
  asRole: (role: DemoRole) => Promise<Page>;
  newPerson: () => Promise<Page>;
  snap: (page: Page, name: string) => Promise<void>;
}

/**
 * After each load, wait until the app has the page (`<html data-live>`, set by the page's
 * frame): public pages come drawn by the server, and their buttons and forms wait for the app.
 * A drawn page is taken over at the person's first act (decisions 070 and 085): the test acts
 * as a person would, with a key (Shift, which does nothing on the page). A load that never goes
 * live (a file, not a page) only waits this long.
 */
const LIVE_TIMEOUT_MS = 15_000;
function waitUntilLive(page: Page): Page {
  const live = async () => {
    const waiting = await page
      .locator('#nivaas-screen')
      .count()
      .catch(() => 0);
    if (waiting && !(await page.locator('html[data-live]').count()))
      await page.keyboard.press('Shift').catch(() => undefined);
    await page
      .locator('html[data-live]')
      .waitFor({ state: 'attached', timeout: LIVE_TIMEOUT_MS })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  return page;
}

/** Opens pages in new browser contexts and closes those contexts when the test ends. */
async function contextsFor(
  browser: Browser,
  use: (open: (role: DemoRole | null) => Promise<Page>) => Promise<void>,
) {
  const opened: Array<{ close: () => Promise<void> }> = [];
  await use(async (role) => {
    const context = await browser.newContext(role ? { storageState: authFile(role) } : {});
    opened.push(context);
    return waitUntilLive(await context.newPage());
  });
  for (const context of opened) await context.close();
}

export const test = base.extend<NivaasOptions & NivaasFixtures>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? authFile(signedInAs) : storageState);
  },
  page: async ({ page }, use) => {
    await use(waitUntilLive(page));
  },
  asRole: async ({ browser }, use) => {
    await contextsFor(browser, (open) => use((role) => open(role)));
  },
  newPerson: async ({ browser }, use) => {
    await contextsFor(browser, (open) => use(() => open(null)));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  snap: async ({}, use, testInfo) => {
    await use(async (page, name) => {
      for (const file of await saveScreens(page, name))
        await testInfo.attach(file.slice(file.lastIndexOf('/') + 1), {
          path: file,
          contentType: 'image/png',
        });
    });
  },
});
