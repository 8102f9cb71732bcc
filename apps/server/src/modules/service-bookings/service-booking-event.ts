import { AppError } from '../../lib/app-error';
import type { ServiceBookingEvent } from './service-bookings.events';
import { findBookingView, type Db, type ServiceBookingRow } from './service-bookings.repository';

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** The event of a booking's change, read inside the change's own transaction. */
export async function bookingEvent(
  trx: Db,
  row: Pick<ServiceBookingRow, 'id' | 'status'>,
  actorId: string,
  at: string,
): Promise<ServiceBookingEvent> {
  const v = await findBookingView(trx, row.id);
  if (!v) throw new AppError('service-booking.not-found');
  return {
    bookingId: v.id,
    serviceId: v.serviceId,
    serviceTitle: v.serviceTitle,
    providerId: v.providerId,
    providerName: nameOf(v.providerFirstName, v.providerLastName),
    userId: v.userId,
    customerName: nameOf(v.customerFirstName, v.customerLastName),
    date: v.date,
    timeSlot: v.timeSlot,
    status: row.status,
    actorId,
    at,
  };
}
