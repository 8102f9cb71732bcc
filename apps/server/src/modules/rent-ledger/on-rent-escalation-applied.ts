import { kolkataDate, rupeesToPaise } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { repriceUnpaidRents } from './rent-ledger.repository';

/**
 * A rent raised at a listing: the unpaid months of its stays that begin after the day of the
 * increase are due at the new rent; the month it falls in keeps the rent it began with.
 */
export function onRentEscalationApplied(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('rent-escalation.applied', async (event, { trx }) => {
    await repriceUnpaidRents(
      trx,
      event.propertyId,
      kolkataDate(event.dueAt),
      rupeesToPaise(event.newRent),
      deps.clock.now().toISOString(),
    );
  });
}
