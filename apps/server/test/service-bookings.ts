import { expect } from 'vitest';
import {
  addDaysToDate,
  kolkataDate,
  type ServiceBooking,
  type ServiceBookingTextKey,
} from '@nivaas/shared';
import { as, type TestUser } from './accounts';
import type { TestAppContext } from './use-test-app';

/** The Asia/Kolkata date `n` days from today. */
export const kolkataDay = (n: number): string => addDaysToDate(kolkataDate(new Date()), n);

/** Every day, 09:00–18:00: tomorrow always has nine free slots. */
export const EVERY_DAY = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as (
    'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
  )[],
  startTime: '09:00',
  endTime: '18:00',
};

/** A typed address a booking is made at unless a test gives its own. */
export const TYPED_ADDRESS = {
  line: 'Flat 4B, Lake View Apartments, 2nd Cross',
  locality: 'Indiranagar',
  city: 'Bengaluru',
  pinCode: '560038',
};

export const postBooking = (
  t: Pick<TestAppContext, 'app'>,
  customer: TestUser | null,
  payload: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/service-bookings',
    headers: as(customer),
    payload: { address: TYPED_ADDRESS, ...payload },
  });

/** A booking of `service` by `customer`, failing loudly if refused. */
export async function bookSlot(
  t: Pick<TestAppContext, 'app'>,
  customer: TestUser,
  service: { id: string; providerId: string },
  slot: {
    date?: string;
    timeSlot?: string;
    propertyId?: string;
    address?: Record<string, unknown>;
  } & Partial<Record<ServiceBookingTextKey, string>> = {},
): Promise<ServiceBooking> {
  const res = await postBooking(t, customer, {
    serviceId: service.id,
    providerId: service.providerId,
    date: kolkataDay(1),
    timeSlot: '10:00-11:00',
    ...slot,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ServiceBooking>();
}

export async function moveBooking(
  t: Pick<TestAppContext, 'app'>,
  user: TestUser | null,
  id: string,
  status: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/service-bookings/${id}/status`,
    headers: as(user),
    payload: { status },
  });
}

/**
 * The booking's day has come: its date moved to a day gone by, so its provider may start and
 * complete it (a job starts no earlier than its day, and is done no earlier than its slot).
 */
export async function dayHasCome(t: Pick<TestAppContext, 'app'>, id: string, daysAgo = 1) {
  await t.app.db
    .updateTable('service_bookings')
    .set({ date: kolkataDay(-daysAgo) })
    .where('id', '=', id)
    .execute();
}
