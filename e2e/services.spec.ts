import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerVerified } from './support';

/**
 * The job's day has come: the booked service's booking moved to today's first hour, which has
 * begun (Asia/Kolkata), in the test server's own database. A provider may start a job only on
 * its day and complete it only once its slot has begun, and the test cannot wait for tomorrow.
 */
function dayHasCome(serviceTitle: string) {
  const file = path.join(tmpdir(), `nivaas-e2e-${process.env.E2E_PORT ?? 3111}`, 'nivaas.db');
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const moved = db
      .prepare(
        `update service_bookings set date = ?, "timeSlot" = '00:00-01:00'
         where "serviceId" in (select id from services where title = ?)`,
      )
      .run(today, serviceTitle);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
}

type Snap = (page: Page, name: string) => Promise<void>;

/** Both widths from the top of the page: scrolled, the sticky header would sit mid-picture. */
async function snapTop(snap: Snap, page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** The visible text of a chip's radio button. */
const labelOf = (radio: Locator) =>
  radio.evaluate((i) => (i as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '');

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('services', () => {
  // A missing element fails within half a minute rather than at the test's end.
  test.use({ actionTimeout: 30_000 });

  test('a new provider adds a service; a seeker finds and books it; the provider confirms and completes it live; the review shows; the slot is gone for others', async ({
    newPerson,
    snap,
  }) => {
    // Three people and live updates between them: a few minutes on a busy 2-core machine.
    test.setTimeout(300_000);
    const title = `Kitchen deep clean ${Date.now().toString(36)}`;

    // 1. A new provider adds a service with its availability.
    const provider = await newPerson();
    await registerVerified(provider, 'service-provider', 'Venkatasubramanian', 'Chakravarthy');
    await provider.goto('/service-provider/services');
    await expect(provider.getByText('You have not added any services yet.')).toBeVisible();
    await provider.getByRole('button', { name: 'Add a service' }).click();
    const form = provider.getByRole('dialog', { name: 'New service' });
    // The spec's messages, each on its field.
    await form.getByRole('button', { name: 'Add service' }).click();
    await expect(form.getByText('Service title is required')).toBeVisible();
    await expect(form.getByText('Service category is required')).toBeVisible();
    await expect(form.getByText('Service price must be a valid number')).toBeVisible();
    await expect(
      form.getByText('At least one service location with a city is required'),
    ).toBeVisible();
    await choose(provider, form, 'Category', 'Cleaning');
    await choose(provider, form, 'Type of work', 'Kitchen cleaning');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Chimney, hob, tiles and cabinets, with our own tools.');
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('1499');
    await choose(provider, form, 'How the price is charged', 'Per visit');
    // Every day, so the next two weeks always hold free slots.
    await form.getByText('Sun', { exact: true }).click();
    await form.getByRole('textbox', { name: 'From', exact: true }).fill('08:00');
    await form.getByRole('textbox', { name: 'Until', exact: true }).fill('20:00');
    await choose(provider, form, 'City', 'Hyderabad');
    await snapTop(snap, provider, 'services-provider-form');
    await form.getByRole('button', { name: 'Add service' }).click();
    // Saved: the dialog now edits it, photos included.
    await expect(provider.getByRole('dialog', { name: 'Edit service' })).toBeVisible();
    await provider.keyboard.press('Escape');
    await expect(provider.getByText(title)).toBeVisible();
    await snapTop(snap, provider, 'services-provider-services');

    // The provider's dashboard is open while the booking arrives.
    await provider.goto('/service-provider');
    await expect(provider.getByRole('heading', { name: 'New requests' })).toBeVisible();
    await expect(provider.getByText('No new requests.')).toBeVisible();

    // 2. A seeker finds it through the search.
    const seeker = await newPerson();
    await registerVerified(seeker, 'tenant', 'Lakshmi', 'Narayanaswamy');
    await seeker.goto('/tenant/services');
    await choose(seeker, seeker.locator('body'), 'Category', 'Cleaning');
    await choose(seeker, seeker.locator('body'), 'City', 'Hyderabad');
    await expect(seeker).toHaveURL(/category=cleaning/);
    await expect(seeker).toHaveURL(/city=hyderabad/);
    await choose(seeker, seeker.locator('body'), 'Sort by', 'Newest');
    const card = seeker.getByTestId('service-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('₹1,499 per visit')).toBeVisible();
    await snapTop(snap, seeker, 'services-search');
    await card.getByRole('link', { name: 'by Venkatasubramanian Chakravarthy' }).click();
    await expect(
      seeker.getByRole('heading', { name: 'Venkatasubramanian Chakravarthy' }),
    ).toBeVisible();
    const profileUrl = seeker.url();

    // 3. The seeker books a slot.
    await seeker
      .getByTestId('service-card')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Book' })
      .click();
    const modal = seeker.getByRole('dialog', { name: `Book ${title}` });
    await expect(modal.getByTestId('booking-price')).toHaveText('₹1,499 per visit');
    // Without a time the form says so, in the spec's words.
    await modal.getByRole('button', { name: 'Request booking' }).click();
    await expect(modal.getByText('Time slot is required')).toBeVisible();
    // Tomorrow is wholly in the future whatever the hour of the run, and inside the provider's
    // next seven days.
    const days = modal.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
    await expect(days).toHaveCount(14);
    // Chosen by keyboard, as the chips are radio buttons.
    await days.nth(1).focus();
    await seeker.keyboard.press('Space');
    const firstSlot = modal
      .getByRole('radiogroup', { name: /^Free times on/ })
      .getByRole('radio')
      .first();
    const slotText = await labelOf(firstSlot);
    expect(slotText).toMatch(/am|pm/i);
    await firstSlot.focus();
    await seeker.keyboard.press('Space');
    await modal
      .getByRole('textbox', { name: 'What do you need done?', exact: true })
      .fill('Two-burner hob and a greasy chimney.');
    // Where: a typed address, its PIN code checked first; the total is shown upfront.
    await modal.getByRole('textbox', { name: /^House, street and area/ }).fill('12 Temple Street');
    await modal.getByRole('textbox', { name: /^Locality/ }).fill('Mylapore');
    await modal.getByRole('textbox', { name: /^PIN code/ }).fill('6000');
    await modal.getByRole('button', { name: 'Request booking' }).click();
    await expect(modal.getByText('Enter a 6-digit PIN code')).toBeVisible();
    await modal.getByRole('textbox', { name: /^PIN code/ }).fill('600004');
    await expect(modal.getByTestId('booking-total')).toContainText('₹1,499');
    await snap(seeker, 'services-booking-modal');
    await modal.getByRole('button', { name: 'Request booking' }).click();
    await expect(modal).toBeHidden();
    await expect(seeker.getByText(/Booking requested/)).toBeVisible();

    // 4. The provider sees it live and confirms it.
    const request = provider
      .getByRole('region', { name: 'New requests' })
      .getByTestId('service-booking')
      .filter({ hasText: title });
    await expect(request).toBeVisible();
    await expect(request.getByText('For Lakshmi Narayanaswamy')).toBeVisible();
    await snapTop(snap, provider, 'services-provider-dashboard');
    // The address waits for the provider's yes.
    await expect(request.getByText('Address shown once you confirm')).toBeVisible();
    await expect(request.getByText(/Mylapore/)).toHaveCount(0);
    await request.getByRole('button', { name: 'Confirm' }).click();
    await expect(provider.getByText('No new requests.')).toBeVisible();
    await expect(
      provider
        .getByTestId('service-booking')
        .filter({ hasText: title })
        .first()
        .getByTestId('booking-address'),
    ).toContainText('12 Temple Street, Mylapore, 600004');

    // 8. Held by a confirmed booking, the slot is gone for a second seeker.
    const other = await newPerson();
    await registerVerified(other, 'owner', 'Farhan', 'Qureshi');
    await other.goto(profileUrl.replace('/tenant/', '/owner/'));
    await other
      .getByTestId('service-card')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Book' })
      .click();
    const otherModal = other.getByRole('dialog', { name: `Book ${title}` });
    const otherDays = otherModal.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
    await expect(otherDays).toHaveCount(14);
    await otherDays.nth(1).focus();
    await other.keyboard.press('Space');
    const otherSlots = otherModal
      .getByRole('radiogroup', { name: /^Free times on/ })
      .getByRole('radio');
    await expect(otherSlots.first()).toBeAttached();
    const offered = await otherSlots.evaluateAll((inputs) =>
      inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(slotText);
    await other.keyboard.press('Escape');

    // 5. Not before its day: the provider is told so. On the day, they start and complete it.
    const job = provider.getByTestId('service-booking').filter({ hasText: title }).first();
    await job.getByRole('button', { name: 'Start' }).click();
    await expect(provider.getByText('A booking can be started only on its day.')).toBeVisible();
    dayHasCome(title);
    await provider.reload();
    await provider
      .getByTestId('service-booking')
      .filter({ hasText: title })
      .first()
      .getByRole('button', { name: 'Start' })
      .click();
    await provider
      .getByTestId('service-booking')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Mark completed' })
      .first()
      .click();
    await expect(
      provider
        .getByTestId('service-booking')
        .filter({ hasText: title })
        .getByText('Completed')
        .first(),
    ).toBeVisible();

    // 6. The seeker reviews it from their dashboard.
    await seeker.goto('/tenant');
    const mine = seeker.getByTestId('service-booking').filter({ hasText: title });
    await expect(mine.getByText('Completed')).toBeVisible();
    await mine.getByRole('button', { name: 'Rate this service' }).click();
    await mine.getByRole('radio', { name: '5 out of 5' }).focus();
    await seeker.keyboard.press('Space');
    await mine
      .getByRole('textbox', { name: 'Comment', exact: true })
      .fill('Spotless kitchen, on time and polite.');
    await mine.getByRole('button', { name: 'Send review' }).click();
    await expect(mine.getByRole('button', { name: 'Rate this service' })).toHaveCount(0);
    await snapTop(snap, seeker, 'services-my-bookings');

    // 7. The rating shows on the provider's page.
    await seeker.goto(profileUrl);
    await expect(seeker.getByTestId('provider-rating')).toHaveText('★ 5.0 (1 review)');
    await expect(seeker.getByText('Spotless kitchen, on time and polite.')).toBeVisible();
    await snapTop(snap, seeker, 'services-provider-profile');

    // In Hindi, with the long names.
    await seeker.evaluate(() => localStorage.setItem('nivaas.language', 'hi'));
    await seeker.reload();
    await expect(seeker.getByText('समीक्षाएँ', { exact: true })).toBeVisible();
    await snapTop(snap, seeker, 'services-provider-profile-hi');
  });

  test('a landing page lists a city’s providers and helps with an unknown service', async ({
    page,
    snap,
  }) => {
    await page.goto('/services/cleaning/hyderabad');
    await expect(page.getByRole('heading', { name: 'Cleaning in Hyderabad' })).toBeVisible();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await snapTop(snap, page, 'services-landing');
    await page.goto('/services/astrology/hyderabad');
    await expect(
      page.getByRole('heading', { name: 'We don\'t offer "Astrology" yet' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Maintenance' })).toHaveAttribute(
      'href',
      '/services/maintenance/hyderabad',
    );
  });
});
