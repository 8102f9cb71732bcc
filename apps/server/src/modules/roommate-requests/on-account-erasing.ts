import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): the roommate requests they sent or received go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('roommate_requests').where('fromUserId', '=', userId).execute();
    await trx.deleteFrom('roommate_requests').where('toUserId', '=', userId).execute();
  });
}
