import type { Deps } from '../../plugins/events/deps';
import { dropUnpaidDuesOwedTo } from './rent-ledger.repository';

/**
 * An account being deleted (decision 069): as an owner, the rent not yet paid at their listings
 * is no longer owed through Nivaas, so their tenants' unpaid dues go (the tenant's ledger says
 * why). What was paid, refunded and deducted stays: the tenants' records.
 */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await dropUnpaidDuesOwedTo(trx, userId);
  });
}
