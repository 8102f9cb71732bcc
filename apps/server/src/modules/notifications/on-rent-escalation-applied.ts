import type { Deps } from '../../plugins/events/deps';
import { rentMailLink, rentNotifications, rupees } from './rent-escalation-notification';
import { storeNotifications } from './store-notifications';

/** The increase is made: the owner and the tenants are told the new rent (bell and mail). */
export function onRentEscalationApplied(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('rent-escalation.applied', async (event, ctx) => {
    await storeNotifications(
      ctx,
      rentNotifications(event, 'rentEscalationApplied', {
        title: 'Rent increased',
        message: `The rent of "${event.propertyTitle}" is now ${rupees(event.newRent)} a month (it was ${rupees(event.previousRent)}).`,
      }),
      deps.clock.now().toISOString(),
      rentMailLink(event),
    );
  });
}
