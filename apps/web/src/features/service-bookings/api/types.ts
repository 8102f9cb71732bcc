import type { ServiceSlots } from '@nivaas/shared';

/** The service bookings API's shapes, as @nivaas/shared declares them. */
export type {
  ServiceBooking,
  ServiceBookingInput,
  ServiceBookingList,
  ServiceBookingStatus,
  ServiceSlots,
  ProviderSummary as ServiceBookingSummary,
} from '@nivaas/shared';

export type ServiceSlotDay = ServiceSlots['days'][number];
