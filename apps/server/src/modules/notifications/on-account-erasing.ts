import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): their notifications go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('notifications').where('userId', '=', userId).execute();
  });
}
