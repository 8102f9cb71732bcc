import { beforeAll, describe, expect, it } from 'vitest';
import type { Service, ServiceBooking } from '@nivaas/shared';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { pdfText } from '../../../test/pdf-text';
import { bookSlot, dayHasCome, EVERY_DAY, moveBooking } from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
let u: Record<'owner' | 'tenant' | 'provider' | 'stranger' | 'admin', TestUser>;
beforeAll(async () => {
  u = await makeUsers(t.app, {
    owner: 'owner',
    tenant: 'tenant',
    provider: 'service-provider',
    stranger: 'tenant',
    admin: 'admin',
  });
}, 120_000);

const nameOf = async (user: TestUser) =>
  (
    await t.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
  ).name;

const pan = (user: TestUser | null, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  t.app.inject({ method, url: '/api/me/pan', headers: as(user), ...(payload ? { payload } : {}) });

describe("the owner's PAN", () => {
  it('is saved by its shape and shown masked, never in full', async () => {
    expect((await pan(u.owner)).json()).toMatchObject({ pan: null, asked: false });
    const saved = await pan(u.owner, 'PUT', { pan: ' abcpe1234f ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ pan: '******234F' });
    expect((await pan(u.owner)).json()).toMatchObject({ pan: '******234F' });
    expect((await pan(u.owner)).body).not.toContain('ABCPE');
    const row = await t.app.db
      .selectFrom('tax_ids')
      .select('pan')
      .where('userId', '=', u.owner.id)
      .executeTakeFirst();
    expect(row?.pan).toBe('ABCPE1234F');
  });

  it('refuses what is not a PAN, in words', async () => {
    for (const bad of ['ABCDE1234F', 'ABCP1234F', '12345ABCDE', 'ABCPE12345']) {
      const res = await pan(u.owner, 'PUT', { pan: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Enter a PAN like ABCPE1234F');
    }
  });

  it('is saved by owners only, and read by nobody signed out', async () => {
    expect((await pan(u.tenant, 'PUT', { pan: 'ABCPE1234F' })).statusCode).toBe(403);
    expect((await pan(null)).statusCode).toBe(401);
    expect((await pan(u.tenant)).json()).toMatchObject({ pan: null, asked: false });
  });
});

describe('the invoice of a service booking', () => {
  let service: Service;
  let booking: ServiceBooking;
  const invoice = (user: TestUser | null, id = booking.id, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/service-bookings/${id}/invoice?lang=${lang}`,
      headers: as(user),
    });

  beforeAll(async () => {
    service = await addService(t, u.provider, {
      title: 'Fan and light repair',
      price: 22_000,
      availability: EVERY_DAY,
    });
    booking = await bookSlot(t, u.tenant, service);
  });

  it('is not ready before the job is completed', async () => {
    const res = await invoice(u.tenant);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('document.invoice-not-ready');
  });

  it('downloads as a PDF for the customer and the provider once completed', async () => {
    expect((await moveBooking(t, u.provider, booking.id, 'confirmed')).statusCode).toBe(200);
    await dayHasCome(t, booking.id);
    expect((await moveBooking(t, u.provider, booking.id, 'in-progress')).statusCode).toBe(200);
    expect((await moveBooking(t, u.provider, booking.id, 'completed')).statusCode).toBe(200);

    for (const who of [u.tenant, u.provider]) {
      const res = await invoice(who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="NIV-S-/);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Service invoice');
      expect(text).toContain('Fan and light repair');
      expect(text).toContain(await nameOf(u.tenant));
      expect(text).toContain(await nameOf(u.provider));
      expect(text).toContain('₹22,000');
      expect(text).toContain('Twenty-two thousand rupees only');
    }
    const hindi = await pdfText((await invoice(u.tenant, booking.id, 'hi')).rawPayload);
    expect(hindi).toContain('सेवा');
    expect(hindi).toContain('₹22,000');
  }, 60_000);

  it('prints the GSTIN the provider saved (checked by its check character), and how it was paid', async () => {
    const gstin = (user: TestUser, payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/api/me/gstin',
        headers: as(user),
        ...(payload ? { payload } : {}),
      });
    expect((await gstin(u.provider)).json()).toEqual({ gstin: null });
    expect(await pdfText((await invoice(u.tenant)).rawPayload)).toContain('Not paid yet');
    const wrongCheck = await gstin(u.provider, { gstin: '27AAPFU0939F1ZW' });
    expect(wrongCheck.statusCode).toBe(400);
    expect((await gstin(u.owner, { gstin: '27AAPFU0939F1ZV' })).statusCode).toBe(403);
    const saved = await gstin(u.provider, { gstin: '27aapfu0939f1zv' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ gstin: '27AAPFU0939F1ZV' });
    const cash = await t.app.inject({
      method: 'POST',
      url: `/api/payments/service-bookings/${booking.id}/cash`,
      headers: as(u.provider),
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const text = await pdfText((await invoice(u.tenant)).rawPayload);
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).not.toContain('no GST is charged');
    expect(text).toContain('Cash');
    expect(text).not.toContain('Not paid yet');
  }, 60_000);

  it('is nobody else’s: another person and an admin are told there is none', async () => {
    for (const who of [u.stranger, u.owner, u.admin]) {
      const res = await invoice(who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.reason).toBe('document.invoice-not-found');
    }
    expect((await invoice(null)).statusCode).toBe(401);
    expect((await invoice(u.tenant, 'no-such-booking')).statusCode).toBe(404);
  });
});
