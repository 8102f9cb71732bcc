import type { Deps } from '../../plugins/events/deps';

/**
 * An account being deleted (decision 041): the identity and ownership documents they sent go
 * (my-data removes the stored files after commit, with the person's other private files).
 */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('verification_documents').where('userId', '=', userId).execute();
  });
}
