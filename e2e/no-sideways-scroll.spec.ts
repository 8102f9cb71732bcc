import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, settled, speak, type DemoRole } from './support';

/**
 * On a 390 px phone no main page scrolls sideways, in any of the four languages: Tamil's and
 * Telugu's words are much longer than English's, and one label that cannot wrap widens the page.
 * Each page is opened by the person who can see it, with the language already chosen. Hindi,
 * Telugu and Tamil are drawn with the app's own Noto Sans faces (which hide any system font of
 * the same name), so their widths do not depend on the test machine's fonts.
 */
const PAGES: Array<{ path: string | ((page: Page) => Promise<string>); as: DemoRole | null }> = [
  { path: '/', as: null },
  { path: '/rent/hyderabad/apartment', as: null },
  { path: '/login', as: null },
  { path: '/register', as: null },
  { path: '/services', as: 'seeker' },
  {
    path: (page) => firstId(page, '/api/services?limit=1', 'providerId', '/service-providers/'),
    as: 'seeker',
  },
  { path: '/properties', as: 'seeker' },
  {
    path: (page) => firstId(page, '/api/properties/search?limit=1', 'id', '/properties/'),
    as: 'seeker',
  },
  { path: '/roommates', as: 'seeker' },
  { path: '/tenant', as: 'seeker' },
  { path: '/notifications', as: 'seeker' },
  { path: '/favorites', as: 'seeker' },
  { path: '/owner', as: 'owner' },
  { path: '/service-provider', as: 'provider' },
  { path: '/admin', as: 'admin' },
];

async function firstId(page: Page, api: string, field: string, prefix: string): Promise<string> {
  const answer = await page.request.get(api);
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as {
    items?: Record<string, string>[];
    properties?: Record<string, string>[];
  };
  const first = (body.items ?? body.properties ?? [])[0];
  expect(first, `${api} lists something`).toBeDefined();
  return `${prefix}${first![field]}`;
}

/** How wide the page is once it has settled, and what sticks out past the screen's edge. */
async function sideways(page: Page): Promise<{ width: number; outside: string[] }> {
  await settled(page);
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const outside = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getBoundingClientRect().right > edge + 0.5 && el.children.length === 0)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    // A choice of a group cut off at the edge is out of reach even when the page itself does
    // not widen (its row scrolls or clips): every choice must be in sight.
    for (const el of Array.from(
      document.body.querySelectorAll<HTMLElement>('[role="radiogroup"] label'),
    )) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > edge + 0.5)
        outside.push(`choice "${el.textContent?.trim().slice(0, 40)}" ${Math.round(box.right)}px`);
    }
    // A button whose words are cut off says nothing: its label must fit, or wrap.
    for (const el of Array.from(
      document.body.querySelectorAll<HTMLElement>('.mantine-Button-label'),
    )) {
      if (el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth + 1)
        outside.push(`cut "${el.textContent?.trim().slice(0, 40)}"`);
    }
    return { width: document.documentElement.scrollWidth, outside };
  });
}

for (const language of ['en', 'hi', 'te', 'ta'] as const) {
  test(`${language}: no main page scrolls sideways on a 390 px phone`, async ({
    asRole,
    newPerson,
  }) => {
    const wide: string[] = [];
    const people = new Map<DemoRole | null, Page>();
    for (const entry of PAGES) {
      let page = people.get(entry.as);
      if (!page) {
        page = entry.as ? await asRole(entry.as) : await newPerson();
        await speak(page, language);
        await page.setViewportSize(NARROW);
        people.set(entry.as, page);
      }
      const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const { width, outside } = await sideways(page);
      const cut = outside.some((what) => what.startsWith('choice') || what.startsWith('cut'));
      if (width > NARROW.width || cut) {
        wide.push(`${path}: ${width}px ${outside.join(' | ')}`);
        const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
        await page.screenshot({
          path: `test-results/screenshots/sideways-${language}-${name}-390.png`,
        });
      }
    }
    expect(wide).toEqual([]);
  });
}
