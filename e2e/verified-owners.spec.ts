import { expect, test } from './fixtures';
import { NARROW } from './support';

/**
 * The demo owner's pending proof of ownership, on a phone: an admin rejects it with a reason, the
 * owner reads the reason and sends another, the admin approves it, and the listing's page then
 * says "Verified owner".
 */
test.describe('verified owners', () => {
  test('a rejected proof tells the owner why; an approved one puts the badge on the listing', async ({
    asRole,
    snap,
  }) => {
    const admin = await asRole('admin');
    await admin.setViewportSize(NARROW);
    await admin.goto('/admin/verifications');
    const first = admin.getByTestId('verification-item').filter({ hasText: 'Ravi Kumar' }).first();
    await expect(first).toBeVisible();
    const link = first.locator('a[href^="/properties/"]');
    const title = (await link.innerText()).trim();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    await snap(admin, 'verification-queue');
    await first.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox').fill('The bill is for another address');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByTestId('verification-item').filter({ hasText: title })).toHaveCount(0);

    const owner = await asRole('owner');
    await owner.setViewportSize(NARROW);
    await owner.goto(`/owner/properties/${id}`);
    const panel = owner.getByTestId('verification-panel');
    await expect(panel.getByTestId('verification-status')).toHaveText('Rejected');
    await expect(panel.getByTestId('verification-reason')).toContainText(
      'The bill is for another address',
    );
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'tax-receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'),
    });
    await panel.getByRole('button', { name: 'Upload for review' }).click();
    await expect(panel.getByTestId('verification-status')).toHaveText('Waiting for review');
    await snap(owner, 'verification-owner');

    await admin.reload();
    const again = admin.getByTestId('verification-item').filter({ hasText: title });
    await again.getByRole('button', { name: 'Approve' }).click();
    await expect(again).toHaveCount(0);

    await owner.goto(`/properties/${id}`);
    await expect(owner.getByTestId('verified-owner').first()).toBeVisible();
    await snap(owner, 'verification-badge');
  });
});
