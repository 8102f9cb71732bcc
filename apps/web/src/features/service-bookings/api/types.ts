import type { ServicePriceType, ServiceCategory } from '@nivaas/shared';

/*
 * The service bookings API as the shared contract describes it (issue 12). These move to
 * @nivaas/shared's service-bookings and service-slots schemas' types once they are there.
 */
export const SERVICE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'in-progress',
  'completed',
  'cancelled',
] as const;
export type ServiceBookingStatus = (typeof SERVICE_BOOKING_STATUSES)[number];

export interface PersonSummary {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export interface ServiceBooking {
  id: string;
  serviceId: string;
  service: { id: string; title: string; category: ServiceCategory; priceType: ServicePriceType };
  providerId: string;
  provider: PersonSummary;
  userId: string;
  customer: PersonSummary;
  propertyId: string | null;
  ownerId: string | null;
  status: ServiceBookingStatus;
  date: string;
  timeSlot: string;
  description: string | null;
  price: number;
  review: { rating: number; comment: string; createdAt: string } | null;
  history?: { status: ServiceBookingStatus; byUserId: string; at: string }[];
  createdAt: string;
  updatedAt: string;
}

export interface ServiceBookingList {
  items: ServiceBooking[];
  nextCursor: string | null;
}

export interface ServiceBookingInput {
  serviceId: string;
  providerId: string;
  date: string;
  timeSlot: string;
  description?: string;
  propertyId?: string;
}

export interface ServiceSlotDay {
  date: string;
  slots: { time: string }[];
}

export interface ServiceSlots {
  timeZone: string;
  days: ServiceSlotDay[];
}

export interface ServiceBookingSummary {
  today: ServiceBooking[];
  upcoming: ServiceBooking[];
  pendingRequests: ServiceBooking[];
  week: ServiceBooking[];
  earningsThisMonth: number;
  rating: number;
  reviewCount: number;
}

/** Spec section 8 (Bookings), verbatim: the form's own checks say the same. */
export const SERVICE_BOOKING_MESSAGES = {
  serviceRequired: 'Service ID is required',
  providerRequired: 'Provider ID is required',
  dateRequired: 'Valid booking date is required',
  slotRequired: 'Time slot is required',
  slotTaken: 'That slot was just taken. Please pick another time.',
} as const;
