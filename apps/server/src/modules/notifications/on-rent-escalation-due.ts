import type { Deps } from '../../plugins/events/deps';
import {
  indianDate,
  rentMailLink,
  rentNotifications,
  rupees,
} from './rent-escalation-notification';
import { storeNotifications } from './store-notifications';

/** 30 days ahead: the owner and the tenants are told the rent will rise (bell and mail). */
export function onRentEscalationDue(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('rent-escalation.notice-due', async (event, ctx) => {
    await storeNotifications(
      ctx,
      rentNotifications(event, 'rentEscalationDue', {
        title: 'Rent increase coming',
        message: `The rent of "${event.propertyTitle}" rises from ${rupees(event.previousRent)} to ${rupees(event.newRent)} on ${indianDate(event.dueAt)}.`,
      }),
      deps.clock.now().toISOString(),
      rentMailLink(event),
    );
  });
}
