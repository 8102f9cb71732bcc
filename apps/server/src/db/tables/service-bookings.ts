import type { ColumnType } from 'kysely';
import type { ServiceBookingStatus, ServiceBookingTexts } from '@nivaas/shared';
/**
 * A booked time slot of a provider (migration 014-service-bookings). Price in rupees. The
 * customer's texts (`description`, …) are the shared SERVICE_BOOKING_TEXTS, one nullable text
 * column each.
 */
export interface ServiceBookingsTable extends ServiceBookingTexts {
  id: string;
  serviceId: string;
  providerId: string;
  /** The customer. */
  userId: string;
  propertyId: string | null;
  /** The customer when they attached a property of their own. */
  ownerId: string | null;
  status: ServiceBookingStatus;
  /** Asia/Kolkata date, YYYY-MM-DD. */
  date: string;
  /** HH:MM-HH:MM. */
  timeSlot: string;
  price: number;
  /** The upfront total when booked, paise (migration 040). */
  totalPaise: ColumnType<number, number | undefined, number>;
  /** Where the job is (migration 040); a saved place's name as its label. Null before 040. */
  addressLabel: string | null;
  addressLine: string | null;
  addressLocality: string | null;
  addressCity: string | null;
  addressPinCode: string | null;
  /** The provider's cancellation policy when booked (migration 041); null for none. */
  cancelFreeHours: number | null;
  cancelFeePercent: number | null;
  /** Paise owed for a late cancellation by the customer; null unless cancelled. */
  cancellationFeePaise: number | string | null;
  /** The payment in flight of what is owed, and the one that paid it (migration 043). */
  openPaymentId: ColumnType<string | null, string | null | undefined, string | null>;
  paymentId: ColumnType<string | null, string | null | undefined, string | null>;
  paidAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: string;
}

/** One status a booking took: who set it and when. */
export interface ServiceBookingEventsTable {
  id: string;
  bookingId: string;
  status: ServiceBookingStatus;
  byUserId: string;
  at: string;
  note: string | null;
}

/**
 * The customer's review of a completed booking (one per booking). A person's newest review of a
 * service is their current one; an earlier one is kept, superseded (migration 024).
 */
export interface ServiceReviewsTable {
  id: string;
  bookingId: string;
  serviceId: string;
  userId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  /** When a newer review of the same service by the same person replaced it; null if current. */
  supersededAt: string | null;
}

/** A provider's cancellation policy (migration 041, decision 057). */
export interface ServiceCancellationPoliciesTable {
  providerId: string;
  freeHours: number;
  feePercent: number;
  updatedAt: string;
}

/** The service-bookings module's tables. */
export interface ServiceBookingsTables {
  service_cancellation_policies: ServiceCancellationPoliciesTable;
  service_bookings: ServiceBookingsTable;
  service_booking_events: ServiceBookingEventsTable;
  service_reviews: ServiceReviewsTable;
}
