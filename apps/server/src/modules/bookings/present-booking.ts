import type { Booking, BookingStatus, PaymentStatus } from '@nivaas/shared';
import { splitName } from '../../plugins/auth/role-on-create';
import type { BookingEvent } from './bookings.events';
import type { BookingRow, BookingView } from './bookings.repository';

/** A booking as its two sides see it: the tenant's public fields only. */
export function toBooking(row: BookingView): Booking {
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
    paymentStatus: row.paymentStatus,
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

/** The payload of a booking event, from the booking as it now is. */
export const bookingEvent = (
  row: Pick<
    BookingRow,
    'id' | 'propertyId' | 'tenantId' | 'ownerId' | 'startDate' | 'endDate' | 'totalAmount'
  > & { status: BookingStatus; paymentStatus: PaymentStatus },
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
  status: row.status,
  paymentStatus: row.paymentStatus,
  actorId,
});
