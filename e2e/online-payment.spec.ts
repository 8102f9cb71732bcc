import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified, WIDE } from './support';

/**
 * Issue 27 (decision 067): a tenant pays a month's rent online through the demo gateway, which
 * plays Razorpay's part where there are no Razorpay keys. A failed try leaves the month payable
 * and says so; the paid month shows "Paid" to the tenant and, live, to the owner; its receipt
 * downloads. At 390 px and at 1280 px, each width with its own owner, tenant and stay. What a
 * completed service booking owes is paid online the same way.
 */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An owner's listing and a tenant's stay there, confirmed: the stay's dues are written. */
async function confirmedStay(owner: Page, tenant: Page, title: string) {
  const created = await owner.request.post('/api/properties', {
    headers: { origin: BASE_URL },
    data: {
      title,
      address: '14, 2nd Cross, Jayanagar 4th Block',
      state: 'Karnataka',
      city: 'Bengaluru',
      sublocality: 'Jayanagar',
      pincode: '560011',
      rent: 18_500,
      bedrooms: 1,
    },
  });
  expect(created.status()).toBe(201);
  const propertyId = ((await created.json()) as { id: string }).id;
  const asked = await tenant.request.post(`/api/properties/${propertyId}/bookings`, {
    headers: { origin: BASE_URL },
    data: { startDate: dayFromToday(2), endDate: dayFromToday(200) },
  });
  expect(asked.status()).toBe(201);
  const bookingId = ((await asked.json()) as { id: string }).id;
  const confirmed = await owner.request.post(`/api/bookings/${bookingId}/confirm`, {
    headers: { origin: BASE_URL },
  });
  expect(confirmed.status()).toBe(200);
}

for (const [width, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`at ${width} px the tenant pays a month's rent online (closed, then a failed try first); the owner sees it paid live; the receipt downloads`, async ({
    newPerson,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36).slice(-5);
    const title = `Sunny 1 BHK in Jayanagar ${stamp}`;
    const owner = await newPerson();
    const tenant = await newPerson();
    await owner.setViewportSize(viewport);
    await tenant.setViewportSize(viewport);
    await registerVerified(owner, 'owner', 'Suresh', `Gowda ${stamp}`);
    await registerVerified(tenant, 'tenant', 'Lakshmi', `Rao ${stamp}`);
    await confirmedStay(owner, tenant, title);

    await tenant.goto('/tenant');
    const dues = tenant.getByRole('region', { name: 'Rent and payments' });
    const first = dues.getByRole('listitem', { name: new RegExp(`^${title}: Rent for `) }).first();
    await expect(first).toBeVisible();
    const label = (await first.getAttribute('aria-label'))!;
    const row = (page: Page) => page.getByRole('listitem', { name: label, exact: true });
    await expect(row(tenant)).toContainText('₹18,500');
    await expect(row(tenant).getByRole('button', { name: 'Pay by UPI' })).toBeVisible();

    // The owner has the stay's dues open in a page of their own.
    await owner.goto('/owner');
    await expect(row(owner)).toContainText(`Lakshmi Rao ${stamp}`);
    await expect(row(owner).getByText('Paid', { exact: true })).toHaveCount(0);

    // The checkout closed without paying: its order is given up and the month is payable again.
    await row(tenant).getByRole('button', { name: 'Pay online' }).click();
    const checkout = tenant.getByRole('dialog', { name: 'Demo payment' });
    await expect(checkout).toContainText('no money moves');
    await expect(checkout).toContainText(label);
    await expect(checkout).toContainText('₹18,500');
    // While it is open the owner reads, live, that an online payment is under way and until when.
    await expect(row(owner)).toContainText(`Lakshmi Rao ${stamp} is paying online.`);
    await expect(row(owner)).toContainText('it lapses and you can record a cash payment');
    await expect(row(owner).getByRole('button', { name: 'Record cash payment' })).toHaveCount(0);
    await checkout.getByRole('button', { name: 'Close without paying' }).click();
    await expect(checkout).toBeHidden();
    await expect(row(tenant).getByRole('button', { name: 'Pay online' })).toBeVisible();
    await expect(row(tenant).getByRole('alert')).toHaveCount(0);
    await expect(row(owner).getByRole('button', { name: 'Record cash payment' })).toBeVisible();

    // A checkout lost with its page (a reload): the tenant gives the order up and may pay by UPI.
    await row(tenant).getByRole('button', { name: 'Pay online' }).click();
    await expect(checkout).toBeVisible();
    await tenant.reload();
    await expect(row(tenant)).toContainText('You started paying online.');
    await row(tenant).getByRole('button', { name: 'Give up online payment' }).click();
    await expect(row(tenant).getByRole('button', { name: 'Pay by UPI' })).toBeVisible();
    await expect(row(tenant)).not.toContainText('You started paying online.');
    await expect(row(owner).getByRole('button', { name: 'Record cash payment' })).toBeVisible();

    // A try that fails: the month stays payable, the page says so, and UPI is still offered.
    await row(tenant).getByRole('button', { name: 'Pay online' }).click();
    await expect(checkout).toContainText(label);
    await checkout.getByRole('button', { name: 'Make it fail' }).click();
    await expect(checkout).toBeHidden();
    await expect(row(tenant).getByRole('alert')).toHaveText(
      'The online payment did not go through. Nothing was paid; try again, or pay by UPI or cash.',
    );
    await expect(row(tenant).getByText('Paid', { exact: true })).toHaveCount(0);
    await expect(row(tenant).getByRole('button', { name: 'Pay by UPI' })).toBeVisible();
    await expect(row(tenant).getByRole('button', { name: 'Pay online' })).toBeVisible();
    await expect(row(owner).getByText('Paid', { exact: true })).toHaveCount(0);

    // The second try pays.
    await row(tenant).getByRole('button', { name: 'Pay online' }).click();
    await expect(checkout).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay ₹18,500' }).click();
    await expect(checkout).toBeHidden();
    await expect(row(tenant).getByText('Paid', { exact: true })).toBeVisible();
    await expect(row(tenant)).toContainText('Paid online');
    await expect(row(tenant).getByRole('button', { name: 'Pay online' })).toHaveCount(0);
    await expect(row(tenant).getByRole('alert')).toHaveCount(0);

    // The owner's page hears it live: no reload.
    await expect(row(owner).getByText('Paid', { exact: true })).toBeVisible();
    await expect(row(owner)).toContainText('Paid online');

    // The rent receipt downloads.
    const download = tenant.waitForEvent('download');
    await row(tenant).getByRole('link', { name: 'Rent receipt (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^NIV-R-[A-Z0-9_-]+\.pdf$/);
  });
}

/** A day in India's calendar, `days` from today. */
const kolkataDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/**
 * The job's day has come: moved to an hour of today that has passed, so its provider may start
 * and complete it, and it is among today's on the provider's page.
 */
function dayHasCome(bookingId: string) {
  const db = new Database(
    path.join(tmpdir(), `nivaas-e2e-${process.env.E2E_PORT ?? 3111}`, 'nivaas.db'),
  );
  try {
    db.pragma('busy_timeout = 10000');
    const moved = db
      .prepare(`update service_bookings set date = ?, "timeSlot" = ? where id = ?`)
      .run(kolkataDay(0), '00:00-01:00', bookingId);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** A provider's service, booked by a customer and taken to completed by the provider. */
async function completedJob(provider: Page, customer: Page, title: string) {
  const send = async (page: Page, url: string, data: Record<string, unknown>, status: number) => {
    const res = await page.request.post(url, { headers: { origin: BASE_URL }, data });
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as { id: string; providerId: string };
  };
  const service = await send(
    provider,
    '/api/services',
    {
      category: 'cleaning',
      subcategory: 'deep-cleaning',
      title,
      description: 'Two people, four hours, all materials.',
      price: 2_499,
      priceType: 'fixed',
      availability: {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        startTime: '09:00',
        endTime: '18:00',
      },
      serviceLocations: [{ city: 'hyderabad', subLocalities: [] }],
    },
    201,
  );
  const booking = await send(
    customer,
    '/api/service-bookings',
    {
      serviceId: service.id,
      providerId: service.providerId,
      date: kolkataDay(1),
      timeSlot: '10:00-11:00',
      address: {
        line: 'Flat 4B, Lake View Apartments',
        locality: 'Madhapur',
        city: 'Hyderabad',
        pinCode: '500081',
      },
    },
    201,
  );
  const move = (status: string) =>
    send(provider, `/api/service-bookings/${booking.id}/status`, { status }, 200);
  await move('confirmed');
  dayHasCome(booking.id);
  await move('in-progress');
  await move('completed');
}

for (const [width, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`at ${width} px a customer pays a completed service online; the provider sees it paid live`, async ({
    newPerson,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36).slice(-5);
    const title = `Deep cleaning ${stamp}`;
    const provider = await newPerson();
    const customer = await newPerson();
    await provider.setViewportSize(viewport);
    await customer.setViewportSize(viewport);
    await registerVerified(provider, 'service-provider', 'Imran', `Khan ${stamp}`);
    await registerVerified(customer, 'tenant', 'Divya', `Menon ${stamp}`);
    await completedJob(provider, customer, title);

    const owed = (page: Page) =>
      page.getByTestId('service-booking').filter({ hasText: title }).getByTestId('booking-payment');
    await customer.goto('/tenant');
    await provider.goto('/service-provider');
    await expect(owed(customer)).toContainText('Amount due: ₹2,499');
    await expect(owed(provider).getByText('Unpaid', { exact: true })).toBeVisible();

    // A failed try leaves it owed and says so; the second try pays.
    await owed(customer).getByRole('button', { name: 'Pay online' }).click();
    const checkout = customer.getByRole('dialog', { name: 'Demo payment' });
    await expect(checkout).toContainText('Amount due: ₹2,499');
    await checkout.getByRole('button', { name: 'Make it fail' }).click();
    await expect(checkout).toBeHidden();
    await expect(owed(customer).getByRole('alert')).toContainText(
      'The online payment did not go through.',
    );
    await expect(owed(customer).getByRole('button', { name: 'Pay by UPI' })).toBeVisible();
    await owed(customer).getByRole('button', { name: 'Pay online' }).click();
    await checkout.getByRole('button', { name: 'Pay ₹2,499' }).click();
    await expect(checkout).toBeHidden();
    await expect(owed(customer).getByText('Paid', { exact: true })).toBeVisible();
    await expect(owed(customer)).toContainText('Paid online');

    // The provider's page hears it live.
    await expect(owed(provider).getByText('Paid', { exact: true })).toBeVisible();
    await expect(owed(provider)).toContainText('Paid online');
  });
}
