import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, WIDE } from './support';

/**
 * Issue 27's step 6 (decision 062): the demo seeker (Priya) books one of the demo provider's
 * (Anil's) services at a typed address; he confirms, starts and completes it; she pays by UPI
 * with a reference; he confirms receipt; both see "Paid" live; she downloads the invoice. At
 * 390 px and at 1280 px, each width its own booking, one after the other.
 */
const dbFile = () => path.join(tmpdir(), `nivaas-e2e-${process.env.E2E_PORT ?? 3111}`, 'nivaas.db');

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(dbFile());
  try {
    db.pragma('busy_timeout = 10000');
    return run(db);
  } finally {
    db.close();
  }
}

/** One of Anil's listed services Priya has never booked, so her list shows this one booking. */
const pickService = (skip: string[]) =>
  withDb((db) => {
    const people = db
      .prepare(`select id, email from users where email in (?, ?)`)
      .all('provider@nivaas.demo', 'seeker@nivaas.demo') as { id: string; email: string }[];
    const anil = people.find((p) => p.email === 'provider@nivaas.demo')!.id;
    const priya = people.find((p) => p.email === 'seeker@nivaas.demo')!.id;
    const rows = db
      .prepare(
        `select id, title from services where "providerId" = ? and listed = 1 and id not in
         (select "serviceId" from service_bookings where "userId" = ?) order by "createdAt"`,
      )
      .all(anil, priya) as { id: string; title: string }[];
    const service = rows.find((r) => !skip.includes(r.title))!;
    return { anil, priya, service };
  });

/** The job's day has come: moved to an hour of today that has begun (Asia/Kolkata). */
const dayHasCome = (customerId: string, serviceId: string, slot: string) =>
  withDb((db) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const moved = db
      .prepare(
        `update service_bookings set date = ?, "timeSlot" = ? where "userId" = ? and "serviceId" = ?`,
      )
      .run(today, slot, customerId, serviceId);
    expect(moved.changes).toBe(1);
  });

const used: string[] = [];

test.describe.configure({ mode: 'serial' });
test.describe('a service paid after completion', () => {
  test.use({ actionTimeout: 30_000 });

  for (const [width, viewport, slot, reference] of [
    ['390', NARROW, '00:00-01:00', '431288776655'],
    ['1280', WIDE, '01:00-02:00', '431288776644'],
  ] as const) {
    test(`at ${width} px: booked at an address, completed, paid by UPI with a reference, confirmed, invoice downloaded`, async ({
      asRole,
    }) => {
      test.setTimeout(300_000);
      const { anil, priya, service } = pickService(used);
      used.push(service.title);
      const seeker = await asRole('seeker');
      const provider = await asRole('provider');
      await seeker.setViewportSize(viewport);
      await provider.setViewportSize(viewport);

      // Priya books it at a typed address, the total shown first.
      await seeker.goto(`/tenant/service-providers/${anil}`);
      await seeker
        .getByTestId('service-card')
        .filter({ hasText: service.title })
        .first()
        .getByRole('button', { name: 'Book' })
        .click();
      const modal = seeker.getByRole('dialog', { name: `Book ${service.title}` });
      const days = modal.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
      await expect(days.first()).toBeAttached();
      await days.nth(2).focus();
      await seeker.keyboard.press('Space');
      const firstSlot = modal
        .getByRole('radiogroup', { name: /^Free times on/ })
        .getByRole('radio')
        .first();
      await firstSlot.focus();
      await seeker.keyboard.press('Space');
      await modal
        .getByRole('textbox', { name: /^House, street and area/ })
        .fill('12 Temple Street');
      await modal.getByRole('textbox', { name: /^Locality/ }).fill('Mylapore');
      await modal.getByRole('textbox', { name: /^PIN code/ }).fill('600004');
      const total = (await modal.getByTestId('booking-total').innerText()).match(/₹[\d,]+/)![0];
      await modal.getByRole('button', { name: 'Request booking' }).click();
      await expect(modal).toBeHidden();

      // Anil confirms it; on its day he starts and completes it.
      // The provider's card names the customer, the customer's the provider.
      const job = (page: Page) =>
        page
          .getByTestId('service-booking')
          .filter({ hasText: service.title })
          .filter({ hasText: page === provider ? 'For Priya' : 'With Anil' });
      await provider.goto('/service-provider');
      await job(provider).getByRole('button', { name: 'Confirm' }).first().click();
      await expect(job(provider).getByTestId('booking-address').first()).toContainText(
        '12 Temple Street, Mylapore, 600004',
      );
      dayHasCome(priya, service.id, slot);
      await provider.reload();
      await job(provider).getByRole('button', { name: 'Start' }).first().click();
      await job(provider).getByRole('button', { name: 'Mark completed' }).first().click();
      const owed = job(provider).getByTestId('booking-payment').first();
      await expect(owed).toContainText(`Amount due: ${total}`);
      await expect(owed.getByText('Unpaid', { exact: true })).toBeVisible();

      // Priya pays by UPI and gives the reference.
      await seeker.goto('/tenant');
      const mine = job(seeker).first();
      await mine.getByRole('button', { name: 'Pay by UPI' }).click();
      const dialog = seeker.getByRole('dialog', { name: `Pay ${total} by UPI` });
      await expect(dialog).toContainText('To Anil Reddy (anil.reddy@ybl)');
      await expect(dialog.getByRole('link', { name: 'Open UPI app' }).first()).toHaveAttribute(
        'href',
        /^upi:\/\/pay\?pa=anil\.reddy%40ybl&pn=Anil%20Reddy&am=\d+\.\d{2}&cu=INR&tn=/,
      );
      await dialog.getByRole('textbox', { name: 'UTR or transaction reference' }).fill(reference);
      await dialog.getByRole('button', { name: 'I have paid' }).click();
      await expect(dialog).toBeHidden();
      await expect(mine).toContainText(
        `Waiting for the provider to confirm (reference ${reference})`,
      );

      // Anil sees it live and confirms; both see "Paid" without reloading.
      await expect(owed).toContainText(`says this was paid by UPI, reference ${reference}`);
      await owed.getByRole('button', { name: 'Confirm receipt' }).click();
      await expect(owed.getByText('Paid', { exact: true })).toBeVisible();
      await expect(owed).toContainText(`Paid by UPI · ${reference}`);
      await expect(
        mine.getByTestId('booking-payment').getByText('Paid', { exact: true }),
      ).toBeVisible();

      // The invoice downloads.
      const download = seeker.waitForEvent('download');
      await mine.getByRole('link', { name: 'Download invoice (PDF)' }).click();
      expect((await download).suggestedFilename()).toMatch(/^NIV-S-[A-Z0-9_-]+\.pdf$/);
    });
  }
});
