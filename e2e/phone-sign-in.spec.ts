import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeFor, NARROW, WIDE } from './support';

async function sendAndEnterCode(page: Page, typed: string, e164: string, submit: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code by SMS to ${typed}.`)).toBeVisible();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(await codeFor(page, e164));
  await page.getByRole('button', { name: submit }).click();
}

for (const [width, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`at ${width} px, a seeker signs up by mobile number with the code from the SMS, signs out and signs in again by phone`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // A fresh Indian mobile number per run and width, typed as people type it.
    const digits = `9${width === '390' ? '7' : '8'}${String(Date.now()).slice(-8)}`;
    const typed = `${digits.slice(0, 5)} ${digits.slice(5)}`;
    const e164 = `+91${digits}`;

    await page.goto('/register');
    await page.getByText('Mobile number', { exact: true }).click();
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill(`Rao ${width}`);
    await sendAndEnterCode(page, typed, e164, 'Verify and create account');
    await expect(page).not.toHaveURL(/\/register/);
    const session = async () => (await (await page.request.get('/api/session')).json()).user;
    await expect.poll(async () => (await session())?.phoneNumber).toBe(e164);
    expect(await session()).toMatchObject({ firstName: 'Kavya', email: '', phoneVerified: true });

    await page.goto('/profile');
    await expect(page.getByTestId('phone-verified').first()).toBeVisible();

    // Sign out from the header (its menu on a laptop, the drawer on a phone).
    if (width === '390') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/ })
        .click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    }
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(session).toBeNull();

    await page.goto('/login');
    await page.getByText('Mobile number', { exact: true }).click();
    await sendAndEnterCode(page, typed, e164, 'Verify and sign in');
    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(async () => (await session())?.phoneNumber).toBe(e164);
    await context.close();
  });
}
