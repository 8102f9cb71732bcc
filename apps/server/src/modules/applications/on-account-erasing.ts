import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): their applications go, their documents with them (the stored files are removed after commit). */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('applications').where('tenantId', '=', userId).execute();
  });
}
