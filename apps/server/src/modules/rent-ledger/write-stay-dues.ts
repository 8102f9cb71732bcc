import type { Kysely } from 'kysely';
import { rupeesToPaise, scheduleDues } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { readListing } from '../properties/index';
import { insertLedger } from './rent-ledger.repository';

/** A confirmed stay as its confirmation's event tells it. */
export interface ConfirmedStay {
  bookingId: string;
  propertyId: string;
  tenantId: string;
  ownerId: string;
  startDate: string;
  endDate: string;
  /** Whole rupees a month, as quoted. */
  monthlyRent: number;
}

/**
 * A confirmed stay gets its dues, in the confirmation's own transaction: the listing's deposit
 * and the stay's monthly rent (whole rupees, as quoted) become paise here, at the boundary. The
 * stay comes from the confirmation's event, so this module never asks the bookings module back
 * (the bookings module reads each stay's money status from here).
 */
export async function writeStayDues(
  db: Kysely<Database>,
  stay: ConfirmedStay,
  now: string,
): Promise<void> {
  const { bookingId } = stay;
  const listing = await readListing(db, stay.propertyId);
  const dues = scheduleDues({
    startDate: stay.startDate,
    endDate: stay.endDate,
    monthlyRentPaise: rupeesToPaise(stay.monthlyRent),
    depositPaise: rupeesToPaise(listing?.deposit ?? 0),
    dueDay: null,
  });
  await insertLedger(
    db,
    {
      bookingId,
      propertyId: stay.propertyId,
      tenantId: stay.tenantId,
      ownerId: stay.ownerId,
      startDate: stay.startDate,
      endDate: stay.endDate,
      dueDay: null,
      createdAt: now,
      updatedAt: now,
    },
    dues.map((due) => ({
      id: newId(),
      bookingId,
      tenantId: stay.tenantId,
      ownerId: stay.ownerId,
      ...due,
      openPaymentId: null,
      paymentId: null,
      paidAt: null,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

export function onBookingConfirmed(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('booking.confirmed', async (event, { trx }) => {
    await writeStayDues(trx, event, deps.clock.now().toISOString());
  });
}
