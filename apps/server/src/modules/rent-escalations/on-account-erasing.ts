import type { Deps } from '../../plugins/events/deps';

/** An account being deleted (decision 041): the rent increase notices addressed to them go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('rent_escalation_notices').where('userId', '=', userId).execute();
  });
}
