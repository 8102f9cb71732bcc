import type { Deps } from '../../plugins/events/deps';
import { dropUnpaidDues } from './rent-ledger.repository';

/**
 * A confirmed stay cancelled: its unpaid dues go (nothing more is owed); what was paid stays on
 * the ledger, and a payment in flight keeps its due until the owner confirms or disputes it.
 */
export function onBookingCancelled(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('booking.cancelled', async (event, { trx }) => {
    await dropUnpaidDues(trx, event.bookingId);
  });
}
