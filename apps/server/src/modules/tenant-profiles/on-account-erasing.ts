import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): their tenant profile goes. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('tenant_profiles').where('userId', '=', userId).execute();
  });
}
