import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, WIDE } from './support';

/**
 * The demo seeker (Priya) pays her rent by UPI and gives the reference; the demo owner confirms
 * receipt; both see "Paid", and she downloads that month's rent receipt (a PDF). At 390 px she pays the late month (the phone opens the UPI app from
 * a button), at 1280 px the month due next (the laptop shows the QR code to scan). The seed
 * leaves exactly one of each, and each width pays its own.
 */
for (const [width, viewport, state] of [
  ['390', NARROW, 'Late'],
  ['1280', WIDE, 'Due'],
] as const) {
  test(`at ${width} px the tenant pays a ${state.toLowerCase()} month by UPI with a reference; the owner confirms; both see "Paid"`, async ({
    asRole,
  }) => {
    const seeker = await asRole('seeker');
    const owner = await asRole('owner');
    await seeker.setViewportSize(viewport);
    await owner.setViewportSize(viewport);

    await seeker.goto('/tenant');
    const dues = seeker.getByRole('region', { name: 'Rent and payments' });
    const row = dues
      .getByRole('listitem')
      .filter({ has: seeker.getByText(state, { exact: true }) })
      .first();
    await expect(row).toBeVisible();
    const label = (await row.getAttribute('aria-label'))!;
    expect(label).toMatch(/: Rent for /);
    // The whole amount is on screen, on a phone too: never cut to "₹3…" by the row's edge.
    const amount = row.getByText(/^₹[\d,]+(\.\d{2})?$/).first();
    await expect(amount).toBeVisible();
    const [amountBox, rowBox] = [await amount.boundingBox(), await row.boundingBox()];
    expect(amountBox!.x + amountBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width);
    expect(
      await amount.evaluate((el) => getComputedStyle(el.parentElement!).textOverflow),
    ).not.toBe('ellipsis');
    const mine = (page: Page) => {
      const rows = page.getByRole('listitem', { name: label, exact: true });
      return page === owner ? rows.filter({ hasText: 'Priya' }) : rows;
    };

    await row.getByRole('button', { name: 'Pay by UPI' }).click();
    const dialog = seeker.getByRole('dialog', { name: /^Pay ₹[\d,]+ by UPI$/ });
    await expect(dialog).toContainText('To Ravi Kumar (ravi.kumar@okaxis)');
    const openApp = dialog.getByRole('link', { name: 'Open UPI app' }).first();
    await expect(openApp).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=ravi\.kumar%40okaxis&pn=Ravi%20Kumar&am=\d+\.\d{2}&cu=INR&tn=/,
    );
    if (width === '1280')
      await expect(dialog.getByRole('img', { name: 'QR code to pay by UPI' })).toBeVisible();
    else await expect(dialog.getByRole('img', { name: 'QR code to pay by UPI' })).toBeHidden();

    const reference = width === '390' ? '431299887766' : '431299887755';
    await dialog.getByRole('textbox', { name: 'UTR or transaction reference' }).fill(reference);
    await dialog.getByRole('button', { name: 'I have paid' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine(seeker)).toContainText(
      `Waiting for the owner to confirm (reference ${reference})`,
    );

    await owner.goto('/owner');
    const ownerRow = mine(owner);
    await expect(ownerRow).toContainText(
      `Priya Sharma says this was paid by UPI, reference ${reference}`,
    );
    await ownerRow.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(ownerRow.getByText('Paid', { exact: true })).toBeVisible();
    await expect(ownerRow).toContainText(`Paid by UPI · ${reference}`);

    // The tenant's page hears it live: no reload.
    await expect(mine(seeker).getByText('Paid', { exact: true })).toBeVisible();
    await expect(mine(seeker)).toContainText(`Paid by UPI · ${reference}`);

    // That month's rent receipt downloads from her row, and it is a PDF.
    const download = seeker.waitForEvent('download');
    await mine(seeker).getByRole('link', { name: 'Rent receipt (PDF)' }).click();
    const receipt = await download;
    expect(receipt.suggestedFilename()).toMatch(/^NIV-R-[A-Z0-9_-]+\.pdf$/);
    const bytes = await readFile((await receipt.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });
}

/**
 * A stay's payment status is its ledger's, on both dashboards, and nobody sets it by hand: the
 * seeded stay that ended last month (Sai Teja's) shows its deposit refunded, the one the owner
 * cancelled after the deposit was paid (Divya Pillai's) too, a stay starting in ten days
 * (Ananya Iyengar's) its deposit due; a request not yet confirmed shows none.
 */
for (const [width, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`at ${width} px each stay's payment status comes from its ledger, on both dashboards`, async ({
    asRole,
  }) => {
    const owner = await asRole('owner');
    await owner.setViewportSize(viewport);
    await owner.goto('/owner');
    const filter = owner.getByRole('radiogroup', { name: 'Show stays' });
    const stays = owner.getByRole('list', { name: 'Stays', exact: true });
    const stayOf = (name: string) => stays.getByRole('listitem').filter({ hasText: name });

    await filter.getByText('Confirmed', { exact: true }).click();
    await expect(stayOf('Sai Teja')).toContainText('Deposit refunded');
    await expect(stayOf('Ananya Iyengar')).toContainText('Payment due');
    await expect(stays.getByRole('combobox')).toHaveCount(0);

    await filter.getByText('Cancelled', { exact: true }).click();
    await expect(stayOf('Divya Pillai')).toContainText('Deposit refunded');

    await filter.getByText('Pending', { exact: true }).click();
    await expect(stays.getByRole('listitem').first()).toBeVisible();
    await expect(stays).not.toContainText(/Payment (late|due)|Paid up|Deposit refunded/);

    const seeker = await asRole('seeker');
    await seeker.setViewportSize(viewport);
    await seeker.goto('/tenant');
    const mine = seeker.getByRole('list', { name: 'My stays' });
    const pending = mine.getByRole('listitem').filter({ hasText: 'Pending' });
    await expect(pending).toHaveCount(1);
    await expect(pending).not.toContainText(/Payment (late|due)|Paid up|Deposit refunded/);
    await expect(mine.getByRole('combobox')).toHaveCount(0);
  });
}
