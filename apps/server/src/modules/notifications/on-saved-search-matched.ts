import type { Deps } from '../../plugins/events/deps';
import { storeNotifications } from './store-notifications';
import '../saved-searches/index';

const listingPage = (propertyId: string) => `/properties/${encodeURIComponent(propertyId)}`;

/**
 * A listing matched saved searches with instant alerts: each person hears of it once, by bell,
 * realtime and mail, in the listing's transaction.
 */
export function onSavedSearchMatched(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('saved-search.matched', async (event, ctx) => {
    await storeNotifications(
      ctx,
      event.matches.map((m) => ({
        userId: m.userId,
        propertyId: event.propertyId,
        type: 'savedSearchMatch' as const,
        title: 'New listing for your saved search',
        message: `${event.propertyTitle} in ${event.city} matches your saved search “${m.searchName}”.`,
        data: {
          propertyTitle: event.propertyTitle,
          city: event.city,
          searchName: m.searchName,
          savedSearchId: m.savedSearchId,
        },
      })),
      event.at,
      {
        pathFor: Object.fromEntries(
          event.matches.map((m) => [m.userId, listingPage(event.propertyId)]),
        ),
        cta: 'See the listing',
      },
    );
  });
}
