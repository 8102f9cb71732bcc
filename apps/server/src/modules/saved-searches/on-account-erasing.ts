import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): their saved searches and alerts go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('saved_search_alerts').where('userId', '=', userId).execute();
    await trx.deleteFrom('saved_searches').where('userId', '=', userId).execute();
  });
}
