import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified, WIDE } from './support';

/**
 * Issue 27 (decision 080): at move-out an owner pays back a deposit the tenant paid online,
 * online, through the demo gateway (which plays Razorpay's part and processes the refund at
 * once). The owner keeps part of it for a reason, chooses "Refund online", and reads the refund
 * paid back; the tenant's page shows it live. At 390 px and at 1280 px, each width with its own
 * owner, tenant and stay.
 */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const json = { headers: { origin: BASE_URL } };

/** An owner's listing with a ₹30,000 deposit, the tenant's confirmed stay, the deposit paid online. */
async function depositPaidOnline(owner: Page, tenant: Page, title: string): Promise<string> {
  const created = await owner.request.post('/api/properties', {
    ...json,
    data: {
      title,
      address: '7, 3rd Main, Indiranagar',
      state: 'Karnataka',
      city: 'Bengaluru',
      sublocality: 'Indiranagar',
      pincode: '560038',
      rent: 15_000,
      deposit: 30_000,
      bedrooms: 1,
    },
  });
  expect(created.status()).toBe(201);
  const propertyId = ((await created.json()) as { id: string }).id;
  const asked = await tenant.request.post(`/api/properties/${propertyId}/bookings`, {
    ...json,
    data: { startDate: dayFromToday(2), endDate: dayFromToday(200) },
  });
  expect(asked.status()).toBe(201);
  const bookingId = ((await asked.json()) as { id: string }).id;
  expect((await owner.request.post(`/api/bookings/${bookingId}/confirm`, json)).status()).toBe(200);
  // The tenant pays the deposit through the demo gateway's checkout, as its dialog does.
  const ledger = (await (
    await tenant.request.get(`/api/rent-ledger/stays/${bookingId}`)
  ).json()) as {
    dues: { id: string; kind: string }[];
  };
  const deposit = ledger.dues.find((d) => d.kind === 'deposit')!;
  const order = await tenant.request.post(`/api/payments/dues/${deposit.id}/gateway-order`, json);
  expect(order.status()).toBe(201);
  const { paymentId } = (await order.json()) as { paymentId: string };
  const paid = await tenant.request.post(`/api/payments/${paymentId}/demo-checkout`, {
    ...json,
    data: { outcome: 'paid' },
  });
  expect(paid.status()).toBe(200);
  return propertyId;
}

for (const [width, viewport] of [
  ['390', NARROW],
  ['1280', WIDE],
] as const) {
  test(`at ${width} px the owner refunds online a deposit paid online; the tenant sees it paid back live`, async ({
    newPerson,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5);
    const title = `Quiet 1 BHK in Indiranagar ${stamp}`;
    const owner = await newPerson();
    const tenant = await newPerson();
    await owner.setViewportSize(viewport);
    await tenant.setViewportSize(viewport);
    await registerVerified(owner, 'owner', 'Kavya', `Hegde ${stamp}`);
    await registerVerified(tenant, 'tenant', 'Arjun', `Mehta ${stamp}`);
    const propertyId = await depositPaidOnline(owner, tenant, title);

    // The tenant's stay, open in a page of their own: no refund yet.
    await tenant.goto('/tenant');
    const stays = tenant.getByRole('region', { name: 'My stays' });
    const stay = stays.getByRole('listitem').filter({ hasText: title });
    await expect(stay).toBeVisible();
    await expect(stay).not.toContainText('Deposit refunds');

    await owner.goto(`/owner/properties/${propertyId}?tab=stays`);
    const ownerStay = owner.getByRole('listitem').filter({ hasText: `Arjun Mehta ${stamp}` });
    await ownerStay.getByRole('button', { name: 'Rent and deposit' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Rent and deposit' });
    await expect(dialog.getByTestId('deposit-position')).toHaveText(
      'Paid ₹30,000 · kept ₹0 · paid back ₹0',
    );

    // Part is kept, with a reason; the rest goes back online, the way it was paid.
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('2500');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Broken wardrobe hinge');
    await dialog.getByRole('button', { name: 'Add deduction' }).click();
    await expect(dialog.getByText('Pay back ₹27,500')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(dialog).toContainText('It goes back through the gateway');
    await dialog.getByRole('button', { name: 'Refund online' }).click();

    await expect(dialog.getByTestId('deposit-refund')).toHaveText('₹27,500 · Online · Paid back');
    await expect(dialog.getByTestId('deposit-position')).toHaveText(
      'Paid ₹30,000 · kept ₹2,500 · paid back ₹27,500',
    );
    await expect(dialog.getByText('Nothing of the deposit is left to pay back.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Refund online' })).toHaveCount(0);

    // The tenant's page hears it live: no reload.
    await expect(stay.getByText('Deposit refunds')).toBeVisible();
    await expect(stay.getByTestId('deposit-refund')).toHaveText('₹27,500 · Online · Paid back');
  });
}
