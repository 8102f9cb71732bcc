import path from 'node:path';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { expect, test } from './fixtures';
import { DEMO } from './support';

// A real photo-like image, made at run time.
async function pngFile(): Promise<string> {
  const dir = path.join(tmpdir(), 'nivaas-e2e-files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'avatar.png');
  await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 11, g: 114, b: 133 } },
  })
    .png()
    .toFile(file);
  return file;
}

test.describe('profile', () => {
  test.use({ signedInAs: 'seeker' });

  test('a seeker edits their details and photo; others see only public fields', async ({
    page,
    asRole,
    snap,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
    await page
      .getByRole('textbox', { name: 'About you' })
      .fill('Software engineer moving to Hyderabad.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Upload photo|Change photo/ }).click();
    await (await chooser).setFiles(await pngFile());
    await expect(page.getByText('Your photo has been updated.')).toBeVisible();
    const avatar = page.getByRole('img', { name: /Photo of Priya/ }).first();
    await expect(avatar).toHaveAttribute('src', /\/uploads\/.+\.webp/);
    await snap(page, 'profile');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(/9876543210/);
    const me = await (await page.request.get('/api/me')).json();

    const ownerPage = await asRole('owner');
    await ownerPage.goto(`/user/${me.id}`);
    await expect(ownerPage.getByText('Priya Sharma')).toBeVisible();
    await expect(ownerPage.getByText('Software engineer moving to Hyderabad.')).toBeVisible();
    await expect(ownerPage.getByText(DEMO.seeker)).toHaveCount(0);
    await expect(ownerPage.getByText(/9876543210/)).toHaveCount(0);
    await snap(ownerPage, 'user-page');
  });
});
