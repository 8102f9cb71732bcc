import type { Notification } from '@nivaas/shared';
import type { BookingEvent } from '../bookings/index';

/** What the web app words a booking notification from, in the reader's language. */
export const bookingData = (event: BookingEvent): Notification['data'] => ({
  propertyTitle: event.propertyTitle,
  bookingId: event.bookingId,
  startDate: event.startDate,
  endDate: event.endDate,
  totalAmount: event.totalAmount,
});

/** Where each side acts on a booking: the owner's listing page, the tenant's home. */
export const OWNER_STAY_PAGE = (event: { propertyId: string }): string =>
  `/owner/properties/${event.propertyId}`;
export const TENANT_STAY_PAGE = '/tenant';
