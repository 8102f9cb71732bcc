import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, NARROW, registerVerified, WIDE } from './support';

/** The pages of a PDF as a reader sees their text (pdf.js, as the server's tests read it). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    const text = content.items
      .map((i) => ('str' in i ? i.str + (i.hasEOL ? ' ' : '') : ''))
      .join('');
    pages.push(text.replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
}

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An owner's listing and a seeker's stay there, confirmed: what an agreement is made for. */
async function confirmedStay(owner: Page, tenant: Page, stamp: string) {
  const created = await owner.request.post('/api/properties', {
    headers: { origin: BASE_URL },
    data: {
      title: `Quiet 1 BHK in Brodipet ${stamp}`,
      address: '12-7-41, 4th Lane',
      state: 'Andhra Pradesh',
      city: 'Guntur',
      sublocality: 'Brodipet',
      pincode: '522002',
      rent: 22_000,
      bedrooms: 1,
    },
  });
  expect(created.status()).toBe(201);
  const propertyId = ((await created.json()) as { id: string }).id;
  const asked = await tenant.request.post(`/api/properties/${propertyId}/bookings`, {
    headers: { origin: BASE_URL },
    data: { startDate: dayFromToday(3), endDate: dayFromToday(340) },
  });
  expect(asked.status()).toBe(201);
  const bookingId = ((await asked.json()) as { id: string }).id;
  const confirmed = await owner.request.post(`/api/bookings/${bookingId}/confirm`, {
    headers: { origin: BASE_URL },
  });
  expect(confirmed.status()).toBe(200);
}

for (const [label, size] of [
  ['390 px', NARROW],
  ['1280 px', WIDE],
] as const) {
  test(`at ${label}, the owner generates an agreement, both accept, and the PDF's audit page lists both`, async ({
    newPerson,
    snap,
  }) => {
    test.setTimeout(360_000);
    const stamp = Date.now().toString(36).slice(-5);
    const owner = await newPerson();
    const tenant = await newPerson();
    await owner.setViewportSize(size);
    await tenant.setViewportSize(size);
    await registerVerified(owner, 'owner', 'Ramesh', `Iyer ${stamp}`);
    await registerVerified(tenant, 'tenant', 'Priya', `Sharma ${stamp}`);
    await confirmedStay(owner, tenant, stamp);

    // The owner finds the stay on their agreements page and generates its agreement.
    await owner.goto('/agreements');
    await expect(owner.getByRole('heading', { name: 'Rental agreements', level: 1 })).toBeVisible();
    await owner.getByRole('button', { name: 'Generate agreement' }).click();
    const ownerCard = owner.getByRole('article', { name: `Quiet 1 BHK in Brodipet ${stamp}` });
    await expect(ownerCard.getByText('Waiting for acceptance')).toBeVisible();
    await expect(ownerCard).toContainText('₹22,000 a month');
    await ownerCard.getByRole('button', { name: 'Accept agreement' }).click();
    await expect(ownerCard.getByText(`Owner Ramesh Iyer ${stamp} accepted on`)).toBeVisible();
    await expect(ownerCard.getByRole('button', { name: 'Accept agreement' })).toHaveCount(0);

    // The tenant reads it and accepts.
    await tenant.goto('/agreements');
    const tenantCard = tenant.getByRole('article', { name: `Quiet 1 BHK in Brodipet ${stamp}` });
    await expect(tenantCard.getByText('Tenant has not accepted this version yet')).toBeVisible();
    await expect(tenantCard.getByText(/Not e-stamped or registered/)).toBeVisible();
    await tenantCard.getByRole('button', { name: 'Accept agreement' }).click();
    await expect(tenantCard.getByText('Accepted by both')).toBeVisible();
    await snap(tenant, `agreement-accepted-${size.width}`);

    // The PDF downloads; its last page is the audit page with both acceptances.
    const [download] = await Promise.all([
      tenant.waitForEvent('download'),
      tenantCard.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leave-and-licence-.*\.pdf$/);
    const pages = await pdfPages(new Uint8Array(await readFile((await download.path())!)));
    expect(pages[0]).toContain('Leave and licence agreement');
    expect(pages.join(' ')).toContain('Twenty-two thousand rupees only');
    const audit = pages.at(-1)!;
    expect(audit).toContain('Audit page');
    expect(audit).toContain(`Ramesh Iyer ${stamp}`);
    expect(audit).toContain(`Priya Sharma ${stamp}`);
    expect(audit).toMatch(/[0-9a-f]{64}/);
    // Each party's row: who, then when (to the second, India's time).
    expect(audit).toMatch(
      new RegExp(`Licensor \\(owner\\) Ramesh Iyer ${stamp} [^]*?\\d{2}:\\d{2}:\\d{2} IST`),
    );
    expect(audit).toMatch(
      new RegExp(`Licensee \\(tenant\\) Priya Sharma ${stamp} [^]*?\\d{2}:\\d{2}:\\d{2} IST`),
    );
    expect(audit).not.toContain('Not accepted yet');
  });
}
