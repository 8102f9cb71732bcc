import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): their comments and ratings go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('comments').where('userId', '=', userId).execute();
    await trx.deleteFrom('property_ratings').where('userId', '=', userId).execute();
  });
}
