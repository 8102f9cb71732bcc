import { expect, test } from './fixtures';
import { registerVerified } from './support';

test.describe('keyboard', () => {
  test('the show-password button is reached by Tab and fields show a focus ring', async ({
    page,
  }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.focus();
    await expect(email).toHaveCSS('outline-style', 'solid');
    await password.fill('secret-words');
    await password.focus();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show or hide password' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'seeker' });

    test('"Skip to results" follows the filters and lands one Tab before the first listing', async ({
      page,
    }) => {
      await page.goto('/properties');
      await expect(page.getByText(/\d+ properties/)).toBeVisible();
      const skip = page.getByRole('link', { name: 'Skip to results' });
      // The last control of the filter panel hands over to the skip link.
      const filters = page.locator('aside');
      await filters
        .locator('button:not([disabled]), input:not([type="hidden"]):not([disabled]), a[href]')
        .last()
        .focus();
      await expect(filters.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      const results = page.locator(':focus');
      await expect(results).toHaveAttribute('tabindex', '-1');
      const resultsId = await results.getAttribute('id');
      await page.keyboard.press('Tab');
      // The next Tab reaches the first card's first control (its heart or its link).
      const atFirstCard = await page.evaluate((id) => {
        const list = document.getElementById(id ?? '');
        const first = list?.querySelector('a[href], button:not([disabled])');
        return Boolean(first) && document.activeElement === first;
      }, resultsId);
      expect(atFirstCard).toBe(true);
      await expect(
        page.locator(`[id="${resultsId}"] a[href^="/properties/"]`).first(),
      ).toBeVisible();
    });

    test('opening a conversation puts the cursor in the message box; the thread is dated', async ({
      newPerson,
    }) => {
      // Two new people, so the demo accounts' inboxes stay as other tests expect them.
      const owner = await newPerson();
      await registerVerified(owner, 'owner', 'Meera', 'Iyer');
      const ownerMe = (await (await owner.request.get('/api/me')).json()) as { id: string };
      const seeker = await newPerson();
      await registerVerified(seeker, 'tenant', 'Kabir', 'Das');
      await seeker.goto(`/tenant/messages/${ownerMe.id}`);
      const box = seeker.getByRole('textbox', { name: 'Message' });
      await expect(box).toBeFocused();
      await box.fill('Namaste! Is the flat still free?');
      await seeker.keyboard.press('Enter');
      // A separator over the first message of each day.
      await expect(seeker.getByRole('log').getByText('Today', { exact: true })).toBeVisible();
      await seeker.screenshot({ path: 'test-results/screenshots/chat-day-separators-1280.png' });
    });
  });
});
