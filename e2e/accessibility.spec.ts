import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageSettled, seriousViolations } from './a11y';
import { NARROW, WIDE, type DemoRole } from './support';

const SHOTS = path.join(process.cwd(), 'test-results', 'a11y');

/** A page to check: its path, or how to reach it from the page before. */
type Stop = string | ((page: Page) => Promise<void>);

/** The first link on the page whose address matches, followed. */
const firstLink = (pattern: RegExp) => async (page: Page) => {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern}`).toBeTruthy();
  await page.goto(href!);
};

/**
 * Nivaas's 23 main pages, by who sees them. Each tour visits its pages in one browser context,
 * one after the other: a fresh context per page would load and compile the app each time. The
 * seeker's ten are two tours, so the two workers share them.
 */
const TOURS: Array<{ role: DemoRole | null; stops: Stop[] }> = [
  {
    role: null,
    stops: [
      '/',
      '/rent/hyderabad/apartment',
      firstLink(/^\/rent\/hyderabad\/apartment\/[\w-]+$/),
      '/login',
      '/register',
    ],
  },
  // Home services as a visitor reads them (decision 064).
  { role: null, stops: ['/services', firstLink(/^\/service-providers\/[\w-]+$/)] },
  {
    role: 'seeker',
    stops: [
      '/properties',
      firstLink(/^\/properties\/[\w-]+$/),
      '/favorites',
      '/notifications',
      '/tenant',
    ],
  },
  {
    role: 'seeker',
    stops: [
      '/roommates',
      '/services',
      firstLink(/\/service-providers\/[\w-]+$/),
      '/messages',
      '/profile',
    ],
  },
  { role: 'owner', stops: ['/owner', '/agreements'] },
  { role: 'provider', stops: ['/service-provider'] },
  { role: 'admin', stops: ['/admin', '/admin/reports', '/admin/users'] },
];

test.describe('accessibility (axe, WCAG 2.1 AA): no serious or critical violations', () => {
  // The tours are independent: both workers take them.
  test.describe.configure({ mode: 'parallel' });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [NARROW, WIDE]) {
      test.describe(`${colorScheme}, ${viewport.width} px`, () => {
        test.use({ colorScheme, viewport });

        for (const { role, stops } of TOURS) {
          test.describe(role ?? 'signed out', () => {
            test.use({ signedInAs: role });

            test(`${stops.map((s) => (typeof s === 'string' ? s : 'a link')).join(', ')}`, async ({
              page,
            }) => {
              // A tour is several pages: the time of one test per page it visits, like the
              // config's 120 s for a test that loads a page or two.
              test.setTimeout(60_000 * Math.max(2, stops.length));
              const found: string[] = [];
              for (const stop of stops) {
                if (typeof stop === 'string') await page.goto(stop);
                else await stop(page);
                await pageSettled(page);
                await expect(page.locator('html')).toHaveAttribute(
                  'data-mantine-color-scheme',
                  colorScheme,
                );
                const where = new URL(page.url()).pathname;
                // What axe saw, to look at: test-results/a11y/<scheme>-<width>/<path>.png.
                const name = where.slice(1).replaceAll('/', '_') || 'home';
                await page.screenshot({
                  path: path.join(SHOTS, `${colorScheme}-${viewport.width}`, `${name}.png`),
                });
                for (const violation of await seriousViolations(page))
                  found.push(`${where}: ${violation}`);
              }
              expect(found).toEqual([]);
            });
          });
        }
      });
    }
  }
});
