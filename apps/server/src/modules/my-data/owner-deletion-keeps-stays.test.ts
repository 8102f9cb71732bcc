import { describe, expect, it } from 'vitest';
import {
  stayLedgerSchema,
  type AccountDeletionCheck,
  type Agreement,
  type AgreementList,
  type BookingList,
  type MyDataExportState,
  type StayLedger,
} from '@nivaas/shared';
import { as, makeUser, TEST_PASSWORD, type TestUser } from '../../../test/accounts';
import { pdfText } from '../../../test/pdf-text';
import { makeProperty } from '../../../test/properties';
import { addImages, storedImageFiles } from '../../../test/property-images';
import { confirmedStay, dayFromToday, requestStay } from '../../../test/stays';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const ledgerOf = async (who: TestUser, bookingId: string): Promise<StayLedger> => {
  const res = await send(who, 'GET', `/api/rent-ledger/stays/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return stayLedgerSchema.parse(res.json());
};

/** What the tenant has paid and kept paid, from the ledger's own dues and refunds. */
const reconciles = (ledger: StayLedger) => {
  const paid = ledger.dues.filter((d) => d.paidAt).reduce((sum, d) => sum + d.amountPaise, 0);
  const refunded = ledger.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
  return paid - refunded === ledger.totals.paidPaise && refunded === ledger.totals.refundedPaise;
};

async function myDataOf(user: TestUser): Promise<Record<string, unknown>> {
  expect((await send(user, 'POST', '/api/me/data-export')).statusCode).toBe(202);
  for (let i = 0; i < 600; i++) {
    const state = (await send(user, 'GET', '/api/me/data-export')).json<MyDataExportState>();
    if (state.export?.status === 'ready') {
      const file = await send(user, 'GET', `/api/me/data-export/${state.export.token}`);
      expect(file.statusCode).toBe(200);
      return file.json();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the copy was not ready within a minute');
}

// Several accounts, a stay, payments, an agreement and PDFs: minutes on a busy machine.
describe("an owner's deletion keeps their tenants' stays", { timeout: 240_000 }, () => {
  it('the tenant keeps the stay, its ledger, receipts and agreement under "Former member"; the listing is gone', async () => {
    const [owner, tenant, seeker] = await Promise.all([
      makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' }),
      makeUser(t.app, 'tenant', { firstName: 'Meera', lastName: 'Iyer' }),
      makeUser(t.app, 'tenant'),
    ]);
    const listing = await makeProperty(t.app, owner, {
      title: 'Neem Villa',
      rent: 20_000,
      deposit: 40_000,
      description: 'Quiet street, morning sun, two minutes from the market.',
    });
    const other = await makeProperty(t.app, owner, { title: 'Teak House' });
    await addImages(t, owner, listing.id, 1);
    const stay = await confirmedStay(t.app, { owner, tenant, listing });
    const waiting = await requestStay(t.app, seeker, other.id, {
      startDate: dayFromToday(10),
      endDate: dayFromToday(100),
    });
    await send(seeker, 'PUT', `/api/favorites/${listing.id}`);

    // Deposit and the first month paid in cash; 500 rupees of the deposit kept, the rest paid back.
    const before = await ledgerOf(owner, stay.id);
    const deposit = before.dues.find((d) => d.kind === 'deposit')!;
    const firstRent = before.dues.find((d) => d.kind === 'rent')!;
    for (const due of [deposit, firstRent])
      expect((await send(owner, 'POST', `/api/payments/dues/${due.id}/cash`)).statusCode).toBe(201);
    const deducted = await send(owner, 'POST', `/api/rent-ledger/stays/${stay.id}/deductions`, {
      amountPaise: 50_000,
      reason: 'Broken window pane',
    });
    expect(deducted.statusCode, deducted.body).toBe(201);
    const refund = await send(owner, 'POST', `/api/payments/stays/${stay.id}/deposit-refund`, {
      method: 'cash',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const agreement = (
      await send(owner, 'POST', '/api/agreements', { bookingId: stay.id })
    ).json<Agreement>();
    expect(
      (await send(tenant, 'POST', `/api/agreements/${agreement.id}/accept`, { version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await send(owner, 'PUT', '/api/me/pan', { pan: 'ABCPE1234F' })).statusCode).toBe(200);
    const unpaidBefore = before.dues.filter((d) => !d.paidAt).length - 2;
    expect(unpaidBefore).toBeGreaterThan(0);

    const check = (
      await send(owner, 'GET', '/api/me/account/deletion')
    ).json<AccountDeletionCheck>();
    expect(check).toMatchObject({ listings: 2, staysKept: 1 });
    const gone = await send(owner, 'POST', '/api/me/account/deletion', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);

    // The tenant still lists the stay, with the owner as "Former member".
    const stays = (await send(tenant, 'GET', '/api/bookings')).json<BookingList>().bookings;
    expect(stays.map((b) => b.id)).toContain(stay.id);
    const kept = stays.find((b) => b.id === stay.id);
    expect(kept).toMatchObject({ status: 'confirmed', property: { title: 'Neem Villa' } });
    expect(kept?.ownerLeftAt).not.toBeNull();

    // The ledger: what was paid and kept stays; nothing more is owed to a deleted owner.
    const after = await ledgerOf(tenant, stay.id);
    expect(after.ownerLeftAt).not.toBeNull();
    expect(after.propertyTitle).toBe('Neem Villa');
    expect(after.dues.map((d) => d.id).sort()).toEqual([deposit.id, firstRent.id].sort());
    expect(after.dues.every((d) => d.paidAt && d.ownerName === 'Former member')).toBe(true);
    expect(after.totals).toMatchObject({
      duePaise: 0,
      paidPaise: 4_000_000 + 2_000_000 - 3_950_000,
      refundedPaise: 3_950_000,
      deductedPaise: 50_000,
    });
    expect(reconciles(after)).toBe(true);
    const open = await send(tenant, 'GET', '/api/rent-ledger/dues?as=tenant&state=upcoming');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<{ dues: { bookingId: string }[] }>().dues).toEqual([]);

    // The paid month's receipt downloads, with the address and "Former member".
    const receipt = await send(tenant, 'GET', `/api/rent-ledger/dues/${firstRent.id}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const receiptText = await pdfText(receipt.rawPayload);
    expect(receiptText).toContain('12-3-45, Lakshmipuram Main Road, Brodipet, Guntur');
    expect(receiptText).toContain('Former member');
    expect(receiptText).not.toContain('Ravi Kumar');
    expect(receiptText).not.toContain('ABCPE1234F');

    // The agreement: listed, readable and downloadable, the owner named "Former member".
    const agreements = (await send(tenant, 'GET', '/api/agreements')).json<AgreementList>();
    const keptAgreement = agreements.agreements.find((a) => a.id === agreement.id);
    expect(keptAgreement?.terms.ownerName).toBe('Former member');
    expect(keptAgreement?.terms.address).toContain('12-3-45, Lakshmipuram Main Road');
    const pdf = await send(tenant, 'GET', `/api/agreements/${agreement.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const agreementText = await pdfText(pdf.rawPayload);
    expect(agreementText).toContain('Former member');
    expect(agreementText).toContain('Lakshmipuram Main Road');
    expect(agreementText).not.toContain('Ravi Kumar');

    // The listing is gone: its page, the public page, search and the seeker's saved listings.
    for (const url of [`/api/properties/${listing.id}`, `/api/public/properties/${listing.id}`])
      expect((await send(tenant, 'GET', url)).statusCode, url).toBe(404);
    const search = await send(seeker, 'GET', '/api/properties/search?city=Guntur&limit=50');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).not.toContain(listing.id);
    const saved = await send(seeker, 'GET', '/api/favorites');
    expect(saved.body).not.toContain(listing.id);
    // Its photo files are gone; only the row the papers need is left, stripped.
    expect(storedImageFiles(t)).toEqual([]);
    const row = await t.app.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'inactive', description: '' });
    expect(row.erasedAt).not.toBeNull();
    expect(
      await t.app.db
        .selectFrom('properties')
        .select('id')
        .where('id', '=', other.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    // The seeker's request at the other listing was turned down, not left waiting.
    const request = await send(seeker, 'GET', `/api/bookings/${waiting.id}`);
    expect(request.statusCode).not.toBe(200);

    // The owner's own data is gone.
    const person = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({ name: 'Former member', phone: '', bio: '' });
    expect(person.deletedAt).not.toBeNull();
    expect((await send(owner, 'GET', '/api/me')).statusCode).toBe(401);

    // The tenant's copy of their data still holds the stay.
    const data = await myDataOf(tenant);
    expect(JSON.stringify(data.stays)).toContain(stay.id);
  });
});
