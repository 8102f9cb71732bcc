import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  kolkataDate,
  panStatusSchema,
  stayLedgerSchema,
  type Booking,
  type Due,
} from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, type TestUser } from '../../../test/accounts';
import { pdfText } from '../../../test/pdf-text';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';

let t: TestApp;
let cast: StayCast;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await makeStayCast(t.app);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const nameOf = async (user: TestUser) =>
  (
    await t.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
  ).name;

/** A confirmed stay from tomorrow for a year, at a listing of its own with this monthly rent. */
async function newStay(owner: TestUser, tenant: TestUser, rent: number): Promise<Booking> {
  const listing = await makeProperty(t.app, owner, { rent, deposit: rent, title: 'Neem Villa' });
  const booking = await send(tenant, 'POST', `/api/properties/${listing.id}/bookings`, {
    startDate: dayFromToday(1),
    endDate: dayFromToday(365),
  });
  expect(booking.statusCode, booking.body).toBe(201);
  const id = booking.json<Booking>().id;
  expect((await send(owner, 'POST', `/api/bookings/${id}/confirm`)).statusCode).toBe(200);
  return booking.json<Booking>();
}

const rentsOf = async (bookingId: string, who: TestUser): Promise<Due[]> => {
  const res = await send(who, 'GET', `/api/rent-ledger/stays/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return stayLedgerSchema.parse(res.json()).dues.filter((due) => due.kind === 'rent');
};

const payCash = async (owner: TestUser, due: Due) =>
  expect((await send(owner, 'POST', `/api/payments/dues/${due.id}/cash`)).statusCode).toBe(201);

const receipt = (who: TestUser | null, dueId: string, lang = 'en') =>
  send(who, 'GET', `/api/rent-ledger/dues/${dueId}/receipt?lang=${lang}`);
const statement = (who: TestUser | null, bookingId: string, year: number, lang = 'en') =>
  send(who, 'GET', `/api/rent-ledger/stays/${bookingId}/statement?year=${year}&lang=${lang}`);

const thisYear = () => financialYearOf(kolkataDate(new Date()));

describe('rent receipts and the yearly statement', () => {
  let stay: Booking;
  let rents: Due[];

  beforeAll(async () => {
    stay = await newStay(cast.owner, cast.tenant, 22_000);
    rents = await rentsOf(stay.id, cast.owner);
    // The first month by UPI with a reference, confirmed by the owner; the second in cash.
    const claim = await send(cast.tenant, 'POST', `/api/payments/dues/${rents[0]!.id}/upi`, {
      reference: '412345678901',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const confirm = await send(cast.owner, 'POST', `/api/payments/${claim.json().id}/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    await payCash(cast.owner, rents[1]!);
  }, 60_000);

  it('downloads for a paid month to the tenant and the owner, with everything HRA asks', async () => {
    const [tenantName, ownerName] = await Promise.all([nameOf(cast.tenant), nameOf(cast.owner)]);
    for (const who of [cast.tenant, cast.owner]) {
      const res = await receipt(who, rents[0]!.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="NIV-R-/);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Rent receipt');
      expect(text).toContain(tenantName);
      expect(text).toContain(ownerName);
      expect(text).toContain('12-3-45, Lakshmipuram Main Road, Brodipet, Guntur');
      expect(text).toContain('522002');
      expect(text).toContain('₹22,000');
      expect(text).toContain('Twenty-two thousand rupees only');
      expect(text).toContain('UPI');
      expect(text).toContain('412345678901');
      expect(text).toContain('Not given');
    }
    const cash = await pdfText((await receipt(cast.tenant, rents[1]!.id)).rawPayload);
    expect(cash).toContain('Cash');
    const hindi = await pdfText((await receipt(cast.tenant, rents[0]!.id, 'hi')).rawPayload);
    expect(hindi).toContain('रसीद संख्या');
    expect(hindi).toContain('₹22,000');
  }, 60_000);

  it("prints the owner's PAN once saved", async () => {
    expect((await send(cast.owner, 'PUT', '/api/me/pan', { pan: 'ABCPE1234F' })).statusCode).toBe(
      200,
    );
    const text = await pdfText((await receipt(cast.tenant, rents[0]!.id)).rawPayload);
    expect(text).toContain('ABCPE1234F');
  }, 30_000);

  it('is not ready for a month not yet paid, and nobody else’s', async () => {
    const unpaid = await receipt(cast.tenant, rents[2]!.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.reason).toBe('document.receipt-not-ready');
    for (const who of [cast.anotherSeeker, cast.anotherOwner, cast.admin]) {
      const res = await receipt(who, rents[0]!.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.reason).toBe('document.receipt-not-found');
      expect((await statement(who, stay.id, thisYear())).statusCode).toBe(404);
    }
    expect((await receipt(null, rents[0]!.id)).statusCode).toBe(401);
    expect((await receipt(cast.tenant, 'no-such-due')).statusCode).toBe(404);
  });

  it('adds up the April–March year for both sides', async () => {
    for (const who of [cast.tenant, cast.owner]) {
      const res = await statement(who, stay.id, thisYear());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Rent statement');
      expect(text).toContain(`April ${thisYear()} – March ${thisYear() + 1}`);
      expect(text).toContain('₹44,000');
      expect(text).toContain('Forty-four thousand rupees only');
      expect(text).toContain('412345678901');
    }
    const before = await pdfText(
      (await statement(cast.tenant, stay.id, thisYear() - 1)).rawPayload,
    );
    expect(before).toContain('No rent was recorded in this year.');
    expect((await statement(cast.tenant, stay.id, 1999)).statusCode).toBe(400);
  }, 60_000);
});

describe("the owner's PAN is asked for once the year's rent passes ₹1,00,000", () => {
  const status = async (who: TestUser) => {
    const res = await send(who, 'GET', '/api/me/pan');
    expect(res.statusCode).toBe(200);
    return panStatusSchema.parse(res.json());
  };

  it('asks at the first paisa past ₹1,00,000 and stops once a PAN is saved', async () => {
    const owner = cast.anotherOwner;
    const stay = await newStay(owner, cast.anotherSeeker, 50_000);
    const rents = await rentsOf(stay.id, owner);
    expect(await status(owner)).toMatchObject({
      pan: null,
      financialYear: thisYear(),
      rentReceivedPaise: 0,
      asked: false,
    });
    await payCash(owner, rents[0]!);
    await payCash(owner, rents[1]!);
    // Exactly ₹1,00,000 does not pass it.
    expect(await status(owner)).toMatchObject({ rentReceivedPaise: 1_00_000_00, asked: false });
    await payCash(owner, rents[2]!);
    expect(await status(owner)).toMatchObject({ rentReceivedPaise: 1_50_000_00, asked: true });
    // The tenant who paid is never asked.
    expect(await status(cast.anotherSeeker)).toMatchObject({ rentReceivedPaise: 0, asked: false });
    expect((await send(owner, 'PUT', '/api/me/pan', { pan: 'ABCPE1234F' })).statusCode).toBe(200);
    expect(await status(owner)).toMatchObject({ pan: '******234F', asked: false });
  }, 60_000);
});
