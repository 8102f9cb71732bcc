import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  AGREEMENT_MESSAGES,
  stayLedgerSchema,
  type Agreement,
  type AgreementList,
  type Booking,
} from '@nivaas/shared';
import { makeProperty } from '../../../test/properties';
import { as, type TestUser } from '../../../test/accounts';
import { pdfPages } from '../../../test/pdf-text';
import {
  confirmedStay,
  makeStayCast,
  requestStay,
  dayFromToday,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
let cast: StayCast;
let stay: Booking;

/**
 * The day a stay's rent ledger makes each month due when its owner has set none: the day the
 * stay began (an agreement names at most the 28th).
 */
const startDay = (booking: Booking) => Math.min(Number(booking.startDate.slice(8, 10)), 28);
// The app is built within the set-up's own allowance: PostgreSQL's migrations at load average 25
// take longer than a hook's default.
beforeAll(async () => {
  t = await buildTestApp();
  cast = await makeStayCast(t.app, 22_000);
  await t.app.db
    .updateTable('properties')
    .set({ deposit: 66_000, address: 'Flat 302, Lakshmi Residency', pincode: '522002' })
    .where('id', '=', cast.listing.id)
    .execute();
  await t.app.db
    .insertInto('property_house_rules')
    .values([
      { propertyId: cast.listing.id, value: 'No smoking indoors', position: 0 },
      { propertyId: cast.listing.id, value: 'Visitors until 10 pm', position: 1 },
    ])
    .execute();
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/properties/${cast.listing.id}/rent-escalation`,
    headers: as(cast.owner),
    payload: {
      rentIncreaseType: 'percentage',
      rentIncreaseValue: 5,
      rentIncreaseFrequencyMonths: 11,
    },
  });
  // The agreement quotes these settings: a set-up that did not save them tests nothing.
  if (res.statusCode !== 200)
    throw new Error(`escalation settings not saved: ${res.statusCode} ${res.body}`);
  stay = await confirmedStay(t.app, cast);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
  ip = '203.0.113.7',
) =>
  t.app.inject({
    method,
    url,
    headers: as(user),
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

describe('a rental agreement', () => {
  let agreement: Agreement;

  it('is offered to the owner for each confirmed stay without one', async () => {
    const list = (await send(cast.owner, 'GET', '/api/agreements')).json<AgreementList>();
    expect(list.staysWithout.map((s) => s.bookingId)).toContain(stay.id);
    expect(list.agreements).toEqual([]);
  });

  it('is prepared by the owner from the template, the stay and the listing', async () => {
    const res = await send(cast.owner, 'POST', '/api/agreements', { bookingId: stay.id });
    expect(res.statusCode, res.body).toBe(201);
    agreement = res.json<Agreement>();
    expect(agreement).toMatchObject({ version: 1, status: 'waiting', acceptances: [] });
    expect(agreement.terms).toMatchObject({
      months: 11,
      monthlyRent: 22_000,
      deposit: 66_000,
      // The ledger's due day: no due day set there, so the day the stay began.
      dueDay: startDay(stay),
      // The listing's escalation settings, saved in the set-up.
      escalation: { type: 'percentage', value: 5, everyMonths: 11 },
      houseRules: ['No smoking indoors', 'Visitors until 10 pm'],
      startDate: stay.startDate,
    });
    const pdf = await send(cast.owner, 'GET', `/api/agreements/${agreement.id}/pdf?lang=en`);
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(text).toContain('5. Escalation');
    expect(text).toContain('The licence fee rises by 5% every 11 months.');
    expect(text).toContain(`paid by day ${startDay(stay)} of each month`);
    expect(agreement.terms.address).toContain('Flat 302, Lakshmi Residency');
    expect(agreement.documentHash).toMatch(/^[0-9a-f]{64}$/);
    // One per stay.
    const again = await send(cast.owner, 'POST', '/api/agreements', { bookingId: stay.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('agreement.exists');
  });

  it('is worded in Telugu and Tamil for Telugu and Tamil readers, the template clauses too', async () => {
    // Fixed English wording of the template: headings, clauses, labels.
    const english = [
      'Leave and licence agreement',
      'The premises',
      'Licence fee',
      'Security deposit',
      'Lock-in and notice',
      'House rules',
      'Other terms',
      'This is a licence, not a tenancy',
      'not e-stamped',
      'sub-registrar',
      'for residence only',
      'paid by the licensee as metered',
      'fair wear and tear',
      'Audit page',
      'Not accepted yet',
      'Licensor (owner)',
      'Made by Nivaas on',
    ];
    const read = async (lang: string) => {
      const res = await send(cast.owner, 'GET', `/api/agreements/${agreement.id}/pdf?lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      return (await pdfPages(res.rawPayload)).join(' ');
    };
    // pdf.js reads shaped Telugu and Tamil back in drawing order (a vowel sign before its
    // consonant, a space inside a word); these words read back as written.
    const telugu = await read('te');
    for (const words of ['లీవ్ అండ్', '1. ఆవరణ', '8. ఇతర షరతులు', 'ఆడిట్ పేజీ', 'ఆవరణను నివాసానికి'])
      expect(telugu).toContain(words);
    const tamil = await read('ta');
    for (const words of [
      'லீவ் அண்ட்',
      '1. வளாகம்',
      '3. உரிமக் கட்டணம்',
      '5. கட்டண உயர்வு',
      'குடியிருப்புக்கு மட்டு',
      'பராமரிப்புக் கட்டணத்',
    ])
      expect(tamil).toContain(words);
    for (const text of [telugu, tamil]) {
      expect(text).toContain('₹22,000');
      expect(text).toContain(agreement.documentHash);
      expect(text).toContain('No smoking indoors'); // the owner's own words stay as written
      for (const words of english) expect(text).not.toContain(words);
    }
    // The template's clauses read in Hindi too; English readers get them as the template wrote them.
    expect(await read('hi')).toContain('सोसाइटी का रखरखाव शुल्क');
    expect(await read('en')).toContain('for residence only and shall not sublet them');
  }, 60_000);

  it("starts from the due day the owner set in the stay's ledger, the day its dues fall on", async () => {
    const listing = await makeProperty(t.app, cast.owner, { rent: 15_000, deposit: 30_000 });
    // Starts on the 3rd of a coming month, so a due day of 20 is one the ledger can keep.
    const startDate = `${dayFromToday(40).slice(0, 7)}-03`;
    const other = await requestStay(t.app, cast.anotherSeeker, listing.id, {
      startDate,
      endDate: addDaysToDate(addMonthsToDate(startDate, 3), -1),
    });
    expect((await send(cast.owner, 'POST', `/api/bookings/${other.id}/confirm`)).statusCode).toBe(
      200,
    );
    const set = await send(cast.owner, 'PUT', `/api/rent-ledger/stays/${other.id}/due-day`, {
      dueDay: 20,
    });
    expect(set.statusCode, set.body).toBe(200);
    const rents = stayLedgerSchema
      .parse(set.json())
      .dues.filter((d) => d.kind === 'rent')
      .map((d) => d.dueDate.slice(8));
    expect(rents.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rents)).toEqual(new Set(['20']));

    const res = await send(cast.owner, 'POST', '/api/agreements', { bookingId: other.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Agreement>().terms.dueDay).toBe(20);
  });

  it('is prepared only for an own, confirmed stay', async () => {
    const other = await send(cast.anotherOwner, 'POST', '/api/agreements', { bookingId: stay.id });
    expect(other.statusCode).toBe(404);
    expect(
      (await send(cast.tenant, 'POST', '/api/agreements', { bookingId: stay.id })).statusCode,
    ).toBe(403);
    const pending = await requestStay(t.app, cast.anotherSeeker, cast.listing.id, {
      startDate: dayFromToday(400),
      endDate: dayFromToday(500),
    });
    const res = await send(cast.owner, 'POST', '/api/agreements', { bookingId: pending.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('agreement.stay-not-confirmed');
  });

  it('is seen by its two parties only', async () => {
    const url = `/api/agreements/${agreement.id}`;
    expect((await send(cast.tenant, 'GET', url)).json()).toMatchObject({ yourParty: 'tenant' });
    for (const who of [cast.anotherSeeker, cast.anotherOwner, cast.admin]) {
      expect((await send(who, 'GET', url)).statusCode).toBe(404);
      expect((await send(who, 'GET', `${url}/pdf`)).statusCode).toBe(404);
      expect((await send(who, 'POST', `${url}/accept`, { version: 1 })).statusCode).toBe(404);
    }
    expect((await send(null, 'GET', url)).statusCode).toBe(401);
    const tenantList = (await send(cast.tenant, 'GET', '/api/agreements')).json<AgreementList>();
    expect(tenantList.agreements.map((a) => a.id)).toEqual([agreement.id]);
  });

  it('needs both acceptances again once the owner changes it', async () => {
    const url = `/api/agreements/${agreement.id}`;
    const tenantAccepts = await send(cast.tenant, 'POST', `${url}/accept`, { version: 1 });
    expect(tenantAccepts.statusCode).toBe(200);
    expect(tenantAccepts.json().acceptances).toHaveLength(1);

    // A due day other than the ledger's is refused: the dues would fall on another day.
    const otherDay = startDay(stay) === 7 ? 8 : 7;
    const mismatch = await send(cast.owner, 'PATCH', url, {
      clauses: ['The licensee may keep one cat.'],
      dueDay: otherDay,
      lockInMonths: 6,
      noticeMonths: 2,
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error).toMatchObject({
      reason: 'agreement.due-day-differs',
      message: AGREEMENT_MESSAGES.dueDayDiffers,
    });
    expect((await send(cast.owner, 'GET', url)).json<Agreement>().version).toBe(1);
    // Set in the ledger first (every month of the stay then falls due on the 28th), it is taken.
    const dueDay = await send(cast.owner, 'PUT', `/api/rent-ledger/stays/${stay.id}/due-day`, {
      dueDay: 28,
    });
    expect(dueDay.statusCode, dueDay.body).toBe(200);

    const edit = {
      clauses: ['The licensee may keep one cat.'],
      dueDay: 28,
      lockInMonths: 6,
      noticeMonths: 2,
    };
    expect((await send(cast.tenant, 'PATCH', url, edit)).statusCode).toBe(403);
    const edited = await send(cast.owner, 'PATCH', url, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    agreement = edited.json<Agreement>();
    expect(agreement).toMatchObject({ version: 2, status: 'waiting', acceptances: [] });
    expect(agreement.terms).toMatchObject(edit);

    // Accepting what one read before the change is refused.
    const stale = await send(cast.tenant, 'POST', `${url}/accept`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.reason).toBe('agreement.changed');

    const bad = await send(cast.owner, 'PATCH', url, { ...edit, dueDay: 31 });
    expect(bad.statusCode).toBe(400);
  });

  it('records who accepted, when and from which IP, and is accepted when both have', async () => {
    const url = `/api/agreements/${agreement.id}/accept`;
    expect((await send(cast.owner, 'POST', url, { version: 2 }, '198.51.100.4')).statusCode).toBe(
      200,
    );
    const done = await send(cast.tenant, 'POST', url, { version: 2 }, '203.0.113.9');
    expect(done.statusCode).toBe(200);
    agreement = done.json<Agreement>();
    expect(agreement.status).toBe('accepted');
    expect(agreement.acceptances).toEqual([
      expect.objectContaining({ party: 'owner', ip: '198.51.100.4' }),
      expect.objectContaining({ party: 'tenant', ip: '203.0.113.9' }),
    ]);
    // Accepting again keeps the first acceptance.
    const twice = await send(cast.tenant, 'POST', url, { version: 2 }, '192.0.2.1');
    expect(twice.json<Agreement>().acceptances[1]?.ip).toBe('203.0.113.9');
  });

  it('downloads as a PDF whose audit page lists both acceptances and the hash', async () => {
    const res = await send(cast.tenant, 'GET', `/api/agreements/${agreement.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(res.rawPayload);
    const body = pages.slice(0, -1).join(' ');
    const audit = pages.at(-1)!;
    expect(body).toContain('Leave and licence agreement');
    expect(body).toContain('₹22,000 a month (Twenty-two thousand rupees only), paid by day 28');
    expect(body).toContain('₹66,000 (Sixty-six thousand rupees only)');
    expect(body).toContain('11 months');
    expect(body).toContain('first 6 months (lock-in)');
    expect(body).toContain('2 months’ written notice');
    expect(body).toContain('No smoking indoors');
    expect(body).toContain('The licensee may keep one cat.');
    expect(body).toContain('not e-stamped');
    expect(body).toContain('sub-registrar');
    expect(audit).toContain('Audit page');
    expect(audit).toContain(agreement.documentHash);
    expect(audit).toContain('198.51.100.4');
    expect(audit).toContain('203.0.113.9');
    expect(audit).toContain(agreement.terms.ownerName);
    expect(audit).toContain(agreement.terms.tenantName);
    expect(audit).toMatch(/\d{2}:\d{2}:\d{2} IST/);
    expect(audit).not.toContain('Not accepted yet');

    const hindi = await pdfPages(
      (await send(cast.owner, 'GET', `/api/agreements/${agreement.id}/pdf?lang=hi`)).rawPayload,
    );
    expect(hindi.join(' ')).toContain('₹22,000');
    expect(hindi.at(-1)).toContain(agreement.documentHash);
    expect(hindi.join(' ')).not.toContain('Leave and licence agreement');
  }, 60_000);
});
