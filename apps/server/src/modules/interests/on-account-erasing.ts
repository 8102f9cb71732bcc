import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): the listings they said they were interested in forget them. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('property_interests').where('userId', '=', userId).execute();
  });
}
