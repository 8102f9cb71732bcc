import type { Deps } from '../../plugins/events/deps';
import { storeNotifications } from './store-notifications';

const WHAT: Record<string, string> = {
  listing: 'listing',
  service: 'service',
  'roommate-profile': 'roommate profile',
  user: 'member',
  comment: 'comment',
  message: 'message',
};

/** The reporter hears that an admin handled their report (bell, realtime, mail). */
export function onReportHandled(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('report.handled', async (event, ctx) => {
    const what = WHAT[event.targetType] ?? 'item';
    const named = event.targetTitle ? ` "${event.targetTitle}"` : '';
    await storeNotifications(
      ctx,
      [
        {
          userId: event.reporterId,
          type: 'reportHandled',
          title: 'Your report was handled',
          message:
            event.status === 'resolved'
              ? `Thank you. An admin reviewed your report of the ${what}${named} and took action.`
              : `Thank you. An admin reviewed your report of the ${what}${named} and found nothing against our rules.`,
          data: {
            reportId: event.reportId,
            targetType: event.targetType,
            status: event.status,
            action: event.action,
            title: event.targetTitle,
          },
        },
      ],
      event.at,
      { pathFor: {}, cta: 'See your notifications' },
    );
  });
}
