import type { Deps } from '../../plugins/events/deps';
import { storeNotifications } from './store-notifications';
import '../site-visits/index';

/**
 * A confirmed visit is near: one of its two people is reminded (bell, mail and push), in the
 * transaction that claimed the reminder, so it exists exactly once.
 */
export function onSiteVisitReminderDue(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('site-visit.reminder-due', async (event, ctx) => {
    const when = `${event.date} ${event.time}`;
    const title = event.moment === 'evening' ? 'Site visit tomorrow' : 'Site visit today';
    const message =
      event.role === 'seeker'
        ? `Your visit to ${event.propertyTitle} is on ${when}.`
        : `${event.otherName} visits ${event.propertyTitle} on ${when}.`;
    await storeNotifications(
      ctx,
      [
        {
          userId: event.userId,
          propertyId: event.propertyId,
          type: 'siteVisitReminder',
          title,
          message,
          data: {
            visitId: event.visitId,
            propertyTitle: event.propertyTitle,
            name: event.otherName,
            role: event.role,
            moment: event.moment,
            date: event.date,
            time: event.time,
            startsAt: event.startsAt,
          },
        },
      ],
      deps.clock.now().toISOString(),
      { pathFor: { [event.userId]: '/visits' }, cta: 'See your visits' },
    );
  });
}
