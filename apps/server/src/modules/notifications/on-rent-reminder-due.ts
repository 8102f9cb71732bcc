import { formatPaise } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { indianDate } from './rent-escalation-notification';
import { storeNotifications } from './store-notifications';

/**
 * A month's rent is due in 3 days, or today: its tenant is told (bell and mail), where they pay
 * it. Stored in the transaction that claimed the reminder, so it exists exactly once.
 */
export function onRentReminderDue(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('rent-ledger.reminder-due', async (event, ctx) => {
    const amount = formatPaise(event.amountPaise);
    const on = indianDate(`${event.dueDate}T12:00:00+05:30`);
    await storeNotifications(
      ctx,
      [
        {
          userId: event.tenantId,
          type: 'rentDueReminder',
          propertyId: event.propertyId,
          title: event.moment === 'on-day' ? 'Rent due today' : 'Rent due soon',
          message:
            event.moment === 'on-day'
              ? `Your rent of ${amount} for "${event.propertyTitle}" is due today, ${on}.`
              : `Your rent of ${amount} for "${event.propertyTitle}" is due on ${on}.`,
          data: {
            propertyTitle: event.propertyTitle,
            amountPaise: event.amountPaise,
            dueDate: event.dueDate,
            moment: event.moment,
            dueId: event.dueId,
            bookingId: event.bookingId,
          },
        },
      ],
      deps.clock.now().toISOString(),
      { pathFor: { [event.tenantId]: '/tenant' }, cta: 'Pay the rent' },
    );
  });
}
