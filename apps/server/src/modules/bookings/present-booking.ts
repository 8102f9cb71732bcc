import type { Kysely } from 'kysely';
import {
  kolkataDate,
  type Booking,
  type BookingStatus,
  type StayMoneyStatus,
} from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { Clock } from '../../plugins/events/deps';
import { stayMoneyStatuses } from '../rent-ledger/index';
import { splitName } from '../../plugins/auth/role-on-create';
import type { BookingEvent } from './bookings.events';
import type { BookingRow, BookingView } from './bookings.repository';

/** A booking as its two sides see it: the tenant's public fields only. */
export function toBooking(row: BookingView, moneyStatus: StayMoneyStatus): Booking {
  const names =
    row.tenantFirstName || row.tenantLastName
      ? { firstName: row.tenantFirstName, lastName: row.tenantLastName }
      : splitName(row.tenantName);
  return {
    id: row.id,
    propertyId: row.propertyId,
    tenantId: row.tenantId,
    ownerId: row.ownerId,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    monthlyRent: Number(row.monthlyRent),
    totalAmount: Number(row.totalAmount),
    moneyStatus,
    notes: row.notes,
    cancelledBy: row.cancelledBy,
    ownerLeftAt: row.propertyErasedAt,
    property: {
      id: row.propertyId,
      title: row.propertyTitle,
      city: row.propertyCity,
      sublocality: row.propertySublocality,
    },
    tenant: { id: row.tenantId, ...names, avatarUrl: row.tenantAvatarUrl ?? '' },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Bookings as their readers see them, each with where its money stands today (its ledger). */
export async function presentBookings(
  deps: { db: Kysely<Database>; clock: Clock },
  rows: BookingView[],
): Promise<Booking[]> {
  const money = await stayMoneyStatuses(
    deps.db,
    rows.map((row) => row.id),
    kolkataDate(deps.clock.now()),
  );
  return rows.map((row) => toBooking(row, money.get(row.id) ?? 'none'));
}

/** One booking as its readers see it (presentBookings). */
export const presentBooking = async (
  deps: { db: Kysely<Database>; clock: Clock },
  row: BookingView,
): Promise<Booking> => (await presentBookings(deps, [row]))[0] ?? toBooking(row, 'none');

/** The payload of a booking event, from the booking as it now is. */
export const bookingEvent = (
  row: Pick<
    BookingRow,
    | 'id'
    | 'propertyId'
    | 'tenantId'
    | 'ownerId'
    | 'startDate'
    | 'endDate'
    | 'totalAmount'
    | 'monthlyRent'
  > & { status: BookingStatus },
  propertyTitle: string,
  actorId: string,
): BookingEvent => ({
  bookingId: row.id,
  propertyId: row.propertyId,
  propertyTitle,
  tenantId: row.tenantId,
  ownerId: row.ownerId,
  startDate: row.startDate,
  endDate: row.endDate,
  totalAmount: Number(row.totalAmount),
  monthlyRent: Number(row.monthlyRent),
  status: row.status,
  actorId,
});
