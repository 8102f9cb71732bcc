import type { BookingStatus } from '@nivaas/shared';

/** What a reader of a booking event needs: who the two sides are and what the stay is. */
export interface BookingEvent {
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  tenantId: string;
  ownerId: string;
  startDate: string;
  endDate: string;
  totalAmount: number;
  /** Whole rupees a month, as quoted. */
  monthlyRent: number;
  status: BookingStatus;
  /** Who made the change. */
  actorId: string;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A tenant asked for a stay (pending). */
    'booking.requested': BookingEvent;
    'booking.confirmed': BookingEvent;
    /** By the tenant or the owner (`actorId` says which). */
    'booking.cancelled': BookingEvent;
  }
}
