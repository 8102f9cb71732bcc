import type { Deps } from '../../plugins/events/deps';
import { storeNotifications } from './store-notifications';
import '../saved-searches/index';

/**
 * The day's digest of a person's daily saved searches: one bell notification (pushed like any
 * other saved-search notice) summing up how many new homes each search found, in the
 * transaction that marks the alerts handled. No notification mail: the digest mail is the mail.
 */
export function onSavedSearchDigestDue(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('saved-search.digest-due', async (event, ctx) => {
    const [first] = event.searches;
    if (!first) return;
    const { homes } = event;
    const one = event.searches.length === 1;
    const message = !one
      ? `${homes} new homes match ${event.searches.length} of your saved searches.`
      : homes === 1
        ? `1 new home matches your saved search “${first.searchName}”.`
        : `${homes} new homes match your saved search “${first.searchName}”.`;
    await storeNotifications(
      ctx,
      [
        {
          userId: event.userId,
          type: 'savedSearchDigest',
          title: 'New homes for your saved search',
          message,
          data: {
            homes,
            searches: event.searches.length,
            ...(one
              ? {
                  searchName: first.searchName,
                  savedSearchId: first.savedSearchId,
                  query: first.query,
                }
              : {}),
          },
        },
      ],
      event.at,
    );
  });
}
