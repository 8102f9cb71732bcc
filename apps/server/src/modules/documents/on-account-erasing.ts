import type { Deps } from '../../plugins/events/deps';

/**
 * An account being deleted (decisions 041 and 069): their PAN and GSTIN go. Receipts made for
 * their tenants afterwards name them "Former member" and print no PAN.
 */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('tax_ids').where('userId', '=', userId).execute();
  });
}
