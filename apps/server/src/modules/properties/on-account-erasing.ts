import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): the listings they viewed, and the addresses shared with them or by them, go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('property_views').where('userId', '=', userId).execute();
    await trx.deleteFrom('address_shares').where('userId', '=', userId).execute();
    await trx.deleteFrom('address_shares').where('ownerId', '=', userId).execute();
  });
}
