import { expect, test } from './fixtures';
import { NARROW, WIDE } from './support';

/**
 * Web push (decision 063): the bell menu offers "Turn on notifications on this device" where the
 * service worker runs, and nothing asks the person for permission until they click it. A real
 * subscription needs the browser's push service, which this machine cannot reach; the click's
 * steps are covered by the web unit tests with a browser stand-in, the server's by its tests
 * against a local push service.
 */
test.use({ signedInAs: 'seeker', serviceWorkers: 'allow' });

for (const viewport of [NARROW, WIDE]) {
  test(`the bell menu offers push on this device, and loading asks nothing (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)))
      .toBe(true);
    // Nothing asked on load: a prompt would have been answered (Playwright denies it).
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const turnOn = page.getByRole('menuitem', { name: 'Turn on notifications on this device' });
    await expect(turnOn).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
  });
}
