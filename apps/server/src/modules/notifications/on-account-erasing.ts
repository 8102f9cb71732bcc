import type { Deps } from '../../plugins/events/deps';
import { forgetDeliveriesOf } from '../../plugins/deliveries/deliveries';

/** An account being deleted (decision 041): their notifications go, and their unsent pushes and mails. */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx.deleteFrom('notifications').where('userId', '=', userId).execute();
    await forgetDeliveriesOf(trx, userId);
  });
}
