import type { BookingStatus } from '@nivaas/shared';
import type { ColumnType } from 'kysely';

/** One stay of a tenant at a listing (migration 008). */
export interface BookingsTable {
  id: string;
  propertyId: string;
  tenantId: string;
  ownerId: string;
  /** YYYY-MM-DD of the Asia/Kolkata calendar, both ends included. */
  startDate: string;
  endDate: string;
  status: BookingStatus;
  /** Whole rupees a month, as quoted. */
  monthlyRent: number;
  /** bigint: PostgreSQL hands it back as text. */
  totalAmount: ColumnType<number | string, number, number>;
  notes: string;
  cancelledBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The bookings module: stays. */
export interface BookingsTables {
  bookings: BookingsTable;
}
