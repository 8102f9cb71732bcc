import { expect, test } from './fixtures';
import { deferredPartsLoaded } from './support';

test.describe('realtime', () => {
  test('the message test page makes a round trip through the server and the event bus', async ({
    asRole,
    snap,
  }) => {
    const page = await asRole('seeker');
    await page.goto('/message-test');
    await expect(page.getByText('Connected', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: /Send ping/i }).click();
    await expect(page.getByText(/\d+\s?ms/).first()).toBeVisible();
    await page.getByRole('textbox').first().fill('Namaste from the bus');
    await page
      .getByRole('button', { name: /Echo|Send/i })
      .last()
      .click();
    await expect(page.getByText('Namaste from the bus').last()).toBeVisible();
    await snap(page, 'message-test');
  });

  test('going offline shows it in the header and coming back online recovers', async ({
    asRole,
  }) => {
    const page = await asRole('owner');
    const context = page.context();
    await page.goto('/owner');
    const indicator = page.getByRole('banner').getByText('Online');
    await expect(indicator).toBeVisible();
    await deferredPartsLoaded(page);
    await context.setOffline(true);
    await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('banner').getByText('Online')).toBeVisible();
  });
});
