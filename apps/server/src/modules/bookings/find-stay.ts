import type { BookingStatus } from '@nivaas/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findBooking } from './bookings.repository';

/** A stay as other modules read it: its two sides, its dates, its status and the quoted rent. */
export interface StayFacts {
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
}

/** One stay, or undefined. */
export async function findStay(db: Kysely<Database>, id: string): Promise<StayFacts | undefined> {
  const row = await findBooking(db, id);
  return (
    row && {
      id: row.id,
      propertyId: row.propertyId,
      tenantId: row.tenantId,
      ownerId: row.ownerId,
      startDate: row.startDate,
      endDate: row.endDate,
      status: row.status,
      monthlyRent: row.monthlyRent,
    }
  );
}
