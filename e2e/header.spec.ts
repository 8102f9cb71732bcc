import { expect, test } from './fixtures';
import { NARROW, speak, WIDE, type DemoRole } from './support';

// The longest everyday name we design for; the demo people's own names are short.
const FIRST = 'Lakshmipriya';
const LAST = 'Venkataraman';

const ROLES: Array<{ role: DemoRole; home: string; links: string[]; profile: string }> = [
  {
    role: 'owner',
    home: '/owner',
    links: ['Dashboard', 'My Properties', 'Applications', 'Services', 'Favourites', 'Messages'],
    profile: '/owner/profile',
  },
  {
    role: 'seeker',
    // A page the browser draws, so the renamed session below is the one it shows: the seeker's
    // search comes drawn by the server with the session in it (decision 036).
    home: '/favorites',
    links: ['Properties', 'Services', 'Roommates', 'Favourites', 'Messages'],
    profile: '/profile',
  },
  {
    role: 'provider',
    home: '/service-provider',
    links: ['Dashboard', 'Services', 'Messages'],
    profile: '/service-provider/profile',
  },
  {
    role: 'admin',
    home: '/admin',
    links: ['Properties', 'Services', 'Roommates', 'Favourites', 'Messages'],
    profile: '/profile',
  },
];

for (const { role, home, links, profile } of ROLES) {
  test.describe(`the ${role}'s header with a long name`, () => {
    test.use({ signedInAs: role });

    test('fits at 1280 px, opens its account menu by keyboard, and fits a phone', async ({
      page,
    }) => {
      // The person's own record, renamed on the way to the page: the header is all that changes.
      await page.route('**/api/session', async (route) => {
        const res = await route.fetch();
        const { user } = (await res.json()) as { user: Record<string, unknown> };
        await route.fulfill({
          response: res,
          json: { user: { ...user, firstName: FIRST, lastName: LAST } },
        });
      });
      await page.setViewportSize(WIDE);
      await page.goto(home);
      const header = page.getByRole('banner');
      const account = header.getByRole('button', { name: /account menu/ });
      await expect(account).toContainText(`Hi, ${FIRST}`);
      // A longer name than this one is cut rather than pushing the links away.
      await expect(account.getByText(`Hi, ${FIRST}`)).toHaveCSS('text-overflow', 'ellipsis');
      for (const link of links) {
        await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
      }
      // Everyone has the bell: seekers for listings, owners for applications, all for messages.
      await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      // Nothing runs past the bar's edge, and no link is clipped by the link row.
      const layout = await header.evaluate((el) => {
        const nav = el.querySelector('nav')!.getBoundingClientRect();
        const links = Array.from(el.querySelectorAll('nav a')).map((a) =>
          a.getBoundingClientRect(),
        );
        return {
          bar: el.scrollWidth - el.clientWidth,
          clipped: links.filter((r) => r.left < nav.left - 0.5 || r.right > nav.right + 0.5).length,
          right: Math.max(
            ...Array.from(el.querySelectorAll('*')).map((n) => n.getBoundingClientRect().right),
          ),
        };
      });
      expect(layout).toEqual({ bar: 0, clipped: 0, right: expect.any(Number) });
      expect(layout.right).toBeLessThanOrEqual(WIDE.width);
      await page.screenshot({ path: `test-results/screenshots/header-${role}-long-name-1280.png` });

      await account.focus();
      await page.keyboard.press('Enter');
      const profileItem = page.getByRole('menuitem', { name: 'Profile' });
      await expect(profileItem).toBeVisible();
      await expect(profileItem).toHaveAttribute('href', profile);
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'हिन्दी' })).toBeVisible();
      await expect(page.getByText(`${FIRST} ${LAST}`)).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/header-${role}-menu-1280.png` });
      await page.keyboard.press('Escape');
      await expect(profileItem).toBeHidden();
      await expect(account).toBeFocused();

      await page.setViewportSize(NARROW);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(NARROW.width);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(`Hi, ${FIRST}`)).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', profile);
      await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/header-${role}-long-name-390.png` });
    });
  });
}

// The owner's six links are the longest row; Tamil's and Telugu's words the longest.
for (const language of ['ta', 'te'] as const) {
  test.describe(`the owner's header in ${language} at 1280 px`, () => {
    test.use({ signedInAs: 'owner' });

    test('shows every link and the bell, none hidden past the bar', async ({ page }) => {
      await speak(page, language);
      await page.setViewportSize(WIDE);
      await page.goto('/owner');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation');
      await expect(nav.getByRole('link')).toHaveCount(6);
      const bell = header.getByRole('button', { name: /^(Notifications|அறிவிப்புகள்|నోటిఫికేషన్లు)/ });
      await expect(bell).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Every link and the bell lie inside the visible part of the link row, not scrolled away.
      const hidden = await nav.evaluate((el) => {
        const row = el.getBoundingClientRect();
        return Array.from(el.querySelectorAll('a, button'))
          .map((n) => ({ name: n.textContent ?? '', box: n.getBoundingClientRect() }))
          .filter(({ box }) => box.left < row.left - 0.5 || box.right > row.right + 0.5)
          .map(({ name }) => name);
      });
      expect(hidden).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/header-owner-${language}-1280.png` });
      // The bell opens with a click at its centre.
      await bell.click();
      await expect(page.getByRole('menu')).toBeVisible();
    });
  });
}
