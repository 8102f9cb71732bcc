import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified, speak, submitSignInForm, WIDE } from './support';

/**
 * A person's rights over their data, from the profile page (decision 041): a fresh account
 * downloads the copy of its data, then deletes itself, in each language at a phone's and a
 * laptop's width. After a deletion the person cannot sign in and their chat partner sees
 * "Former member".
 */
const PASSWORD = 'Nivaas-e2e-2026';

interface MyDataTexts {
  export: { title: string; request: string; download: string };
  delete: { title: string; open: string; password: string; confirm: string; keptThreads: string };
}
const texts = (language: string): MyDataTexts =>
  JSON.parse(readFileSync(`apps/web/src/locales/${language}/myData.json`, 'utf8')) as MyDataTexts;

const meOf = async (page: Page) =>
  (await (await page.request.get('/api/me')).json()) as { id: string };

/** Downloads the copy from the profile page and returns the file's JSON. */
async function downloadMyData(page: Page, t: MyDataTexts) {
  await expect(page.getByRole('heading', { name: t.export.title })).toBeVisible();
  await page.getByRole('button', { name: t.export.request }).click();
  const link = page.getByRole('link', { name: t.export.download });
  // Ready within a minute, even on a busy machine.
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^nivaas-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  return JSON.parse(readFileSync(path, 'utf8')) as {
    profile: { email: string };
    messagesSent: { content: string }[];
  };
}

/** Deletes the account from the profile page with the password; the app goes home signed out. */
async function deleteMyAccount(page: Page, t: MyDataTexts) {
  await expect(page.getByRole('heading', { name: t.delete.title })).toBeVisible();
  await expect(page.getByText(t.delete.keptThreads)).toBeVisible();
  await page.getByRole('button', { name: t.delete.open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.delete.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: t.delete.confirm }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
}

const RUNS = [
  { language: 'en', width: NARROW },
  { language: 'en', width: WIDE },
  { language: 'hi', width: NARROW },
  { language: 'hi', width: WIDE },
  { language: 'te', width: NARROW },
  { language: 'te', width: WIDE },
  { language: 'ta', width: NARROW },
  { language: 'ta', width: WIDE },
];

test.describe('my data', () => {
  for (const { language, width } of RUNS) {
    test(`${language} at ${width.width} px: a fresh account downloads its data, then deletes itself`, async ({
      newPerson,
      snap,
    }) => {
      test.setTimeout(180_000);
      const t = texts(language);
      const page = await newPerson();
      await speak(page, language);
      await page.setViewportSize(width);
      const email = await registerVerified(page, 'tenant', 'Kavya', 'Reddy', PASSWORD);

      await page.goto('/profile');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const data = await downloadMyData(page, t);
      expect(data.profile.email).toBe(email);
      await snap(page, `my-data-${language}-${width.width}`);

      await deleteMyAccount(page, t);
      expect(
        (
          await page.request.post('/api/auth/sign-in/email', {
            headers: { origin: BASE_URL },
            data: { email, password: PASSWORD },
          })
        ).status(),
      ).toBe(401);
    });
  }

  test('after a deletion the chat partner keeps the thread, from "Former member"; the person cannot sign in', async ({
    newPerson,
  }) => {
    test.setTimeout(180_000);
    const t = texts('en');
    const partner = await newPerson();
    await registerVerified(partner, 'owner', 'Suresh', 'Naidu', PASSWORD);
    const partnerMe = await meOf(partner);

    const leaver = await newPerson();
    await leaver.setViewportSize(WIDE);
    const email = await registerVerified(leaver, 'tenant', 'Divya', 'Menon', PASSWORD);
    const opened = await leaver.request.post('/api/conversations', {
      headers: { origin: BASE_URL },
      data: { userId: partnerMe.id },
    });
    expect(opened.ok()).toBe(true);
    const { conversation } = (await opened.json()) as { conversation: { id: string } };
    const sent = await leaver.request.post(`/api/conversations/${conversation.id}/messages`, {
      headers: { origin: BASE_URL },
      data: { content: 'Is the room near the metro?', clientKey: `e2e-${Date.now()}` },
    });
    expect(sent.status()).toBe(201);

    await leaver.goto('/profile');
    await deleteMyAccount(leaver, t);
    await leaver.goto('/login');
    await submitSignInForm(leaver, email, PASSWORD);
    await expect(leaver.getByRole('alert')).toContainText('The email or password is incorrect.');
    await expect(leaver).toHaveURL(/\/login/);

    await partner.setViewportSize(NARROW);
    await partner.goto('/owner/messages');
    const inbox = partner.getByRole('navigation', { name: 'Conversations' });
    await inbox.getByRole('link', { name: /Former member/ }).click();
    await expect(partner.getByRole('heading', { name: 'Former member' })).toBeVisible();
    await expect(partner.getByRole('log').getByText('Is the room near the metro?')).toBeVisible();
  });
});
