import type { PropertyStatus } from '@nivaas/shared';
import { newId } from '../lib/ids';
import { describePropertyChange, type ListingState } from '../modules/notifications/index';
import type { ActivityLog, DemoPeopleIds, SeededListing } from './demo-activity';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const stateOf = (l: SeededListing, status?: PropertyStatus, rent?: number): ListingState => ({
  id: l.id,
  title: l.input.title ?? '',
  listingType: l.input.listingType ?? 'rent',
  status: status ?? l.input.status ?? 'available',
  rent: rent ?? l.input.rent ?? null,
  salePrice: l.input.salePrice ?? null,
});

/**
 * Priya, the demo seeker, is moving to Hyderabad. She follows three rentals there (one of them
 * the console owner's): one has just become vacant and another has dropped its rent twice, so
 * her bell has news on the first visit. She has saved four listings, that one among them.
 */
export function followForSeeker(
  log: ActivityLog,
  now: number,
  open: SeededListing[],
  ids: DemoPeopleIds,
): void {
  const rentals = open.filter(
    (l) => l.input.city === 'Hyderabad' && l.input.listingType === 'rent',
  );
  // Listed long enough ago that she could have followed them before the news.
  const older = rentals.filter((l) => Date.parse(l.createdAt) < now - 12 * DAY);
  const others = older.filter((l) => l.ownerId !== ids.owner);
  const [vacated, cheaper] = others;
  const mine = rentals.find((l) => l.ownerId === ids.owner) ?? others[2];
  for (const l of [vacated, cheaper, mine])
    if (l)
      log.interest(
        l,
        ids.seeker,
        new Date(Math.max(Date.parse(l.createdAt) + HOUR, now - 10 * DAY)).toISOString(),
      );

  const notify = (before: ListingState, after: ListingState, at: number, read: boolean) => {
    const change = describePropertyChange(before, after);
    if (!change) return;
    log.rows.notifications.push({
      id: newId(),
      userId: ids.seeker,
      propertyId: change.propertyId ?? null,
      senderId: null,
      messageId: null,
      type: change.type,
      title: change.title,
      message: change.message,
      data: JSON.stringify(change.data ?? {}),
      read: read ? 1 : 0,
      createdAt: new Date(at).toISOString(),
    });
  };
  if (vacated) {
    vacated.input.status = 'vacant';
    notify(stateOf(vacated, 'available'), stateOf(vacated), now - 2 * HOUR, false);
  }
  const rent = cheaper?.input.rent;
  if (cheaper && rent) {
    const drop = rent >= 20_000 ? 2000 : 1000;
    const at = (r: number) => stateOf(cheaper, undefined, r);
    notify(at(rent + drop), at(rent), now - 26 * HOUR, false);
    notify(at(rent + 2 * drop), at(rent + drop), now - 5 * DAY, true);
  }

  const saved = rentals.filter((l) => l !== cheaper && l !== vacated && l !== mine).slice(0, 3);
  for (const l of [cheaper, ...saved]) if (l) log.favourite(l, ids.seeker);
}
