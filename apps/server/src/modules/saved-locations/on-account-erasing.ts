import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): the places they saved go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('saved_locations').where('userId', '=', userId).execute();
  });
}
