import type { Deps } from '../../plugins/events/deps';
import { eraseVisitsOf } from './site-visits.repository';

/** An account being deleted (decision 041): the visits it asked for or received go. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await eraseVisitsOf(trx, userId);
  });
}
