import { visitStartsAt, type NotificationType } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { storeNotifications } from './store-notifications';
import '../site-visits/index';

const TYPE_BY_STATUS: Record<string, NotificationType> = {
  requested: 'siteVisitRequested',
  confirmed: 'siteVisitConfirmed',
  declined: 'siteVisitDeclined',
  proposed: 'siteVisitProposed',
};

const TEXTS: Record<
  string,
  (e: { name: string; title: string; when: string }) => [string, string]
> = {
  requested: (e) => ['Visit requested', `${e.name} would like to visit ${e.title} on ${e.when}.`],
  confirmed: (e) => ['Visit confirmed', `Your visit to ${e.title} on ${e.when} is confirmed.`],
  declined: (e) => ['Visit declined', `${e.name} declined the visit to ${e.title}.`],
  proposed: (e) => [
    'Another time proposed',
    `${e.name} proposed ${e.when} for the visit to ${e.title}.`,
  ],
};

/**
 * A visit asked for or answered: the other side hears of it by bell (and mail), in the visit's
 * transaction.
 */
export function onSiteVisitChanged(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('site-visit.changed', async (event, ctx) => {
    const userId = event.actorId === event.ownerId ? event.seekerId : event.ownerId;
    const when = `${event.date} ${event.time}`;
    const [title, message] = TEXTS[event.status]!({
      name: event.actorName,
      title: event.propertyTitle,
      when,
    });
    await storeNotifications(
      ctx,
      [
        {
          userId,
          propertyId: event.propertyId,
          senderId: event.actorId,
          type: TYPE_BY_STATUS[event.status]!,
          title,
          message,
          data: {
            visitId: event.visitId,
            propertyTitle: event.propertyTitle,
            name: event.actorName,
            date: event.date,
            time: event.time,
            startsAt: visitStartsAt(event.date, event.time),
          },
        },
      ],
      event.at,
      { pathFor: { [userId]: '/visits' }, cta: 'See your visits' },
    );
  });
}
