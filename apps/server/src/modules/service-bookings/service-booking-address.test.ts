import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BOOKING_MESSAGES as M, type ServiceBooking } from '@nivaas/shared';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import {
  bookSlot,
  EVERY_DAY,
  kolkataDay,
  moveBooking,
  postBooking,
  TYPED_ADDRESS,
} from '../../../test/service-bookings';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({
  env: {
    SERVICE_BOOKING_PENDING_PER_PROVIDER: '1000',
    SERVICE_BOOKING_PENDING_IN_ALL: '1000',
    SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR: '1000',
  },
});

let u: Record<'provider' | 'customer' | 'other', TestUser>;
let service: { id: string; providerId: string };
beforeAll(async () => {
  u = await makeUsers(t.app, {
    provider: 'service-provider',
    customer: 'tenant',
    other: 'tenant',
  });
  service = await addService(t, u.provider, {
    availability: EVERY_DAY,
    price: 450,
    priceType: 'per-hour',
  });
}, 180_000);

const read = async (user: TestUser, id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/service-bookings/${id}`,
    headers: as(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServiceBooking>();
};
const providerListed = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/service-bookings?as=provider',
    headers: as(u.provider),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: ServiceBooking[] }>().items.find((b) => b.id === id);
};
const savePlace = async (user: TestUser) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/saved-locations',
    headers: as(user),
    payload: {
      name: 'Home',
      city: 'Bengaluru',
      sublocality: 'Koramangala',
      point: null,
      commuteMode: 'two-wheeler',
      commuteTime: 30,
      radiusKm: 5,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

const typed = {
  label: null,
  line: TYPED_ADDRESS.line,
  locality: TYPED_ADDRESS.locality,
  city: TYPED_ADDRESS.city,
  pinCode: TYPED_ADDRESS.pinCode,
};

describe("a booking's address", () => {
  it('is kept with the upfront total, and the provider reads it only once they confirm', async () => {
    const booking = await bookSlot(t, u.customer, service, { date: kolkataDay(3) });
    expect(booking.address).toEqual(typed);
    // 450 rupees an hour for a one-hour slot.
    expect(booking.totalPaise).toBe(45_000);

    expect((await read(u.provider, booking.id)).address).toBeNull();
    expect((await providerListed(booking.id))?.address).toBeNull();
    expect((await read(u.customer, booking.id)).address).toEqual(typed);

    const confirmed = await moveBooking(t, u.provider, booking.id, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<ServiceBooking>().address).toEqual(typed);
    expect((await read(u.provider, booking.id)).address).toEqual(typed);
    expect((await providerListed(booking.id))?.address).toEqual(typed);
    expect((await read(u.provider, booking.id)).totalPaise).toBe(45_000);
  });

  it('stays hidden from the provider of a request they declined', async () => {
    const booking = await bookSlot(t, u.customer, service, { date: kolkataDay(4) });
    expect((await moveBooking(t, u.provider, booking.id, 'declined')).statusCode).toBe(200);
    expect((await read(u.provider, booking.id)).address).toBeNull();
  });

  it("may be one of the person's saved places, never another person's", async () => {
    const place = await savePlace(u.customer);
    const booking = await bookSlot(t, u.customer, service, {
      date: kolkataDay(5),
      address: { savedLocationId: place },
    });
    expect(booking.address).toEqual({
      label: 'Home',
      line: null,
      locality: 'Koramangala',
      city: 'Bengaluru',
      pinCode: null,
    });

    const theirs = await savePlace(u.other);
    const refused = await postBooking(t, u.customer, {
      serviceId: service.id,
      providerId: service.providerId,
      date: kolkataDay(5),
      timeSlot: '11:00-12:00',
      address: { savedLocationId: theirs },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { reason: string } }>().error.reason).toBe(
      'service-booking.saved-place-not-found',
    );
  });

  it('is asked for: none, or a typed one without its locality and a 6-digit PIN code, is refused', async () => {
    const base = {
      serviceId: service.id,
      providerId: service.providerId,
      date: kolkataDay(6),
      timeSlot: '12:00-13:00',
    };
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/service-bookings',
      headers: as(u.customer),
      payload: base,
    });
    expect(none.statusCode).toBe(400);

    const partial = await postBooking(t, u.customer, {
      ...base,
      address: { line: 'House 12', locality: ' ', pinCode: '056003' },
    });
    expect(partial.statusCode).toBe(400);
    expect(
      partial.json<{ error: { fields?: Record<string, string> } }>().error.fields,
    ).toMatchObject({
      'address.locality': M.locality,
      'address.pinCode': M.pinCode,
    });
  });
});
