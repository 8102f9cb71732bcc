import type { ServiceBookingStatus } from '@nivaas/shared';

/** A booking's change as its subscribers need it (never sent to a browser as is). */
export interface ServiceBookingEvent {
  bookingId: string;
  serviceId: string;
  serviceTitle: string;
  providerId: string;
  providerName: string;
  /** The customer. */
  userId: string;
  customerName: string;
  date: string;
  timeSlot: string;
  /** The status it now has (`pending` when just requested). */
  status: ServiceBookingStatus;
  /** Who made the change. */
  actorId: string;
  at: string;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A customer asked for a slot, or either side moved the booking on. */
    'service-booking.changed': ServiceBookingEvent;
  }
}

export {};
