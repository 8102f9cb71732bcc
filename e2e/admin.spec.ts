import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, DEMO, registerVerified, submitSignInForm } from './support';
import { totpCode } from './totp';

type Snap = (page: Page, name: string) => Promise<void>;

/** Both widths from the top of the page. */
async function snapTop(snap: Snap, page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test.describe('administration', () => {
  test('a seeker reports a scam; the admin signs in with a code, hides the listing and suspends its owner, who is signed out; the seeker hears it was handled', async ({
    newPerson,
    snap,
  }) => {
    // Three people and every admin page at two widths: several minutes on a busy 2-core machine.
    test.setTimeout(480_000);
    const stamp = Date.now().toString(36).slice(-5);
    const title = `Too good 3 BHK in Indiranagar ${stamp}`;

    // A new owner lists a home, and keeps their dashboard open.
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Ramesh', 'Kulkarni');
    const created = await owner.request.post('/api/properties', {
      headers: { origin: BASE_URL },
      data: {
        title,
        address: '3, 12th Main, HAL 2nd Stage',
        state: 'Karnataka',
        city: 'Bengaluru',
        sublocality: 'Indiranagar',
        pincode: '560038',
        rent: 9_000,
        bedrooms: 3,
      },
    });
    expect(created.status()).toBe(201);
    const propertyId = ((await created.json()) as { id: string }).id;
    await owner.goto('/owner');
    await expect(owner.getByRole('banner').getByText('Owner', { exact: true })).toBeVisible();

    // 1. A seeker reports the listing as a scam.
    const seeker = await newPerson();
    await registerVerified(seeker, 'tenant', 'Divya', 'Raghunathan');
    await seeker.goto(`/properties/${propertyId}`);
    await seeker.getByRole('button', { name: 'Report' }).click();
    const dialog = seeker.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog
      .getByRole('textbox', { name: 'Comment (optional)' })
      .fill('The owner asked for a deposit by UPI before any visit.');
    await snap(seeker, 'report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Thank you. Your report was sent')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Reporting the same listing again is answered kindly.
    await seeker.getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('radio', { name: 'Wrong information' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('You have already reported this.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // 2. The admin signs in with the code from their authenticator app and sees the report.
    const admin = await newPerson();
    await admin.goto('/login');
    await submitSignInForm(admin, DEMO.admin);
    await expect(admin.getByText('Two-step verification')).toBeVisible();
    await admin.getByRole('textbox', { name: '6-digit code' }).first().click();
    await admin.keyboard.type(totpCode());
    await expect(admin.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
    await expect(admin.getByText('Last 30 days')).toBeVisible();
    await expect(admin.getByText('Manage the platform.', { exact: false })).toBeVisible();
    // One chart a series, each on its own scale.
    await expect(admin.getByTestId('trend-series')).toHaveCount(4);
    await expect(admin.locator('.recharts-surface')).toHaveCount(4);
    await snapTop(snap, admin, 'admin-dashboard');

    await admin.getByRole('link', { name: 'Reports', exact: true }).click();
    const row = admin.getByTestId('report-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('High')).toBeVisible();
    await snapTop(snap, admin, 'admin-reports');
    await row.getByRole('link', { name: new RegExp(`Scam or fraud · ${title}`) }).click();
    await expect(admin.getByText('The owner asked for a deposit by UPI')).toBeVisible();
    await admin.getByRole('button', { name: 'Assign to me' }).click();
    await expect(admin.getByText('Assigned to')).toBeVisible();
    await snapTop(snap, admin, 'admin-report');
    const reportUrl = admin.url();

    // 3. From the report itself, the admin hides the listing, with the reason the owner is told.
    await admin.getByRole('button', { name: 'Hide the listing' }).click();
    const hide = admin.getByRole('dialog');
    await hide.getByRole('textbox', { name: 'Reason' }).fill('Reported as a deposit scam');
    await hide.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(admin.getByText('It is hidden. Its owner is told your reason.')).toBeVisible();
    expect((await seeker.request.get(`/api/properties/${propertyId}`)).status()).toBe(404);

    // 4. And suspends the owner there too.
    await admin.getByRole('button', { name: 'Suspend the owner' }).click();
    const suspend = admin.getByRole('dialog', { name: 'Suspend the owner' });
    await suspend.getByRole('textbox', { name: 'Reason' }).fill('Asking seekers for deposits');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(admin.getByText('The account is suspended.')).toBeVisible();
    await snapTop(snap, admin, 'admin-report-remedies');
    // Resolving records what was done from the report.
    await admin.getByRole('button', { name: 'Resolve' }).click();
    const resolve = admin.getByRole('dialog', { name: 'Resolve' });
    await expect(resolve.getByLabel('Action taken')).toHaveValue('Account suspended');
    await resolve
      .getByRole('textbox', { name: 'Note (optional)' })
      .fill('Hidden and owner suspended');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(admin.getByText('Resolved', { exact: true })).toBeVisible();
    // The content and user pages agree.
    await admin.goto('/admin/properties');
    await admin.getByRole('textbox', { name: 'Search' }).fill(stamp);
    const listing = admin.getByTestId('content-row').filter({ hasText: title });
    await expect(listing.getByText('Hidden by an admin')).toBeVisible();
    await snapTop(snap, admin, 'admin-properties');
    await listing.getByRole('link', { name: 'Ramesh Kulkarni' }).click();
    await expect(admin.getByRole('heading', { name: 'Ramesh Kulkarni' })).toBeVisible();
    await expect(admin.getByText('Suspended since')).toBeVisible();
    await expect(admin.getByText('Person: Ramesh Kulkarni').first()).toBeVisible();
    await snapTop(snap, admin, 'admin-user');

    // 5. The owner's open tab finds itself signed out.
    await expect(owner.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect((await owner.request.get('/api/me')).status()).toBe(401);

    // The report stays resolved; the other admin pages, in passing.
    await admin.goto(reportUrl);
    await expect(admin.getByText('Resolved', { exact: true })).toBeVisible();
    await admin.goto('/admin/users');
    await expect(admin.getByRole('link', { name: 'Ramesh Kulkarni' }).first()).toBeVisible();
    await snapTop(snap, admin, 'admin-users');
    await admin.goto('/admin/roommates');
    await expect(admin.getByRole('heading', { name: 'Roommates', level: 1 })).toBeVisible();
    await expect(
      admin
        .getByText('Nothing matches these filters.')
        .or(admin.getByTestId('content-row').first()),
    ).toBeVisible();
    await snapTop(snap, admin, 'admin-roommates');
    await admin.goto('/admin/services');
    await expect(admin.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    await expect(
      admin
        .getByText('Nothing matches these filters.')
        .or(admin.getByTestId('content-row').first()),
    ).toBeVisible();
    await snapTop(snap, admin, 'admin-services');
    await admin.goto('/admin/security');
    await expect(admin.getByText('Two-step verification is on')).toBeVisible();
    await snapTop(snap, admin, 'admin-security');

    // In Hindi too.
    await admin.evaluate(() => localStorage.setItem('nivaas.language', 'hi'));
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 })).toBeVisible();
    await snapTop(snap, admin, 'admin-dashboard-hi');
    await admin.goto(reportUrl);
    await expect(admin.getByText('धोखाधड़ी या घोटाला')).toBeVisible();
    await snapTop(snap, admin, 'admin-report-hi');

    // 6. The seeker is told the report was handled.
    await seeker.goto('/notifications');
    await expect(seeker.getByText('Your report was handled')).toBeVisible();
    await expect(seeker.getByText(/reviewed your report of the listing/)).toBeVisible();
  });
});
