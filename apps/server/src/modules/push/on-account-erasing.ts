import type { Deps } from '../../plugins/events/deps';
import { eraseOf } from './push.repository';

/** An account being deleted (decision 041): its browsers are pushed nothing more. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await eraseOf(trx, userId);
  });
}
