import type { Insertable } from 'kysely';
import type { PropertyInput } from '@nivaas/shared';
import { newId } from '../lib/ids';
import type { CommentsTable } from '../db/tables/comments';
import type { FavoritesTable } from '../db/tables/favorites';
import type { PropertyInterestsTable } from '../db/tables/interests';
import type { NotificationsTable } from '../db/tables/notifications';
import { makeComment } from './demo-comments';
import type { Random } from './demo-random';
import { followForSeeker } from './demo-seeker-story';

export interface SeededListing {
  id: string;
  ownerId: string;
  input: PropertyInput;
  createdAt: string;
}

export interface DemoPeopleIds {
  seeker: string;
  owner: string;
  provider: string;
  seekers: readonly string[];
}

export interface DemoActivity {
  interests: Insertable<PropertyInterestsTable>[];
  favorites: Insertable<FavoritesTable>[];
  comments: Insertable<CommentsTable>[];
  notifications: Insertable<NotificationsTable>[];
}

const HOUR = 60 * 60 * 1000;
const isOpen = (l: SeededListing) => l.input.status === 'available' || l.input.status === 'vacant';

/** Records what people do around the listings, each thing once, at plausible times. */
export class ActivityLog {
  readonly rows: DemoActivity = { interests: [], favorites: [], comments: [], notifications: [] };
  private readonly done = new Set<string>();
  constructor(
    private readonly r: Random,
    private readonly now: number,
  ) {}

  /** A moment between `minHours` after the listing appeared and an hour ago. */
  after(l: SeededListing, minHours = 1): string {
    const start = Date.parse(l.createdAt) + minHours * HOUR;
    return new Date(start + this.r.next() * Math.max(0, this.now - start - HOUR)).toISOString();
  }

  private once(kind: string, l: SeededListing, userId: string): boolean {
    const key = `${kind}:${l.id}:${userId}`;
    if (this.done.has(key)) return false;
    this.done.add(key);
    return true;
  }

  interest(l: SeededListing, userId: string, createdAt = this.after(l)) {
    if (this.once('interest', l, userId))
      this.rows.interests.push({ propertyId: l.id, userId, createdAt });
  }

  favourite(l: SeededListing, userId: string) {
    if (this.once('favourite', l, userId))
      this.rows.favorites.push({ userId, propertyId: l.id, createdAt: this.after(l) });
  }

  review(l: SeededListing, userId: string) {
    if (!this.once('review', l, userId)) return;
    const createdAt = this.after(l, 6);
    const { content, rating } = makeComment(this.r, l.input.type ?? 'apartment');
    this.rows.comments.push({
      id: newId(),
      propertyId: l.id,
      userId,
      content,
      rating,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

/**
 * Interest, favourites, reviews and the demo seeker's notifications. May mark one listing
 * vacant (the seeker's news), so call it before the listings are stored.
 */
export function planActivity(
  r: Random,
  now: number,
  listings: SeededListing[],
  ids: DemoPeopleIds,
): DemoActivity {
  const log = new ActivityLog(r, now);
  const open = listings.filter(isOpen);
  followForSeeker(log, now, open, ids);

  for (const seeker of ids.seekers) {
    for (const l of r.sample(open, r.int(3, 8))) log.interest(l, seeker);
    for (const l of r.sample(open, r.int(2, 5))) log.favourite(l, seeker);
  }
  // The console owner's dashboard shows people interested in most of their open listings.
  const consoleOwners = open.filter((l) => l.ownerId === ids.owner);
  for (const l of consoleOwners)
    for (const seeker of r.sample(ids.seekers, r.int(1, 4))) log.interest(l, seeker);

  // Nobody rates their own listing.
  const reviewers = [ids.seeker, ids.provider, ids.owner, ...ids.seekers];
  for (const l of new Set([...consoleOwners, ...r.sample(open, 90)]))
    for (const userId of r.sample(
      reviewers.filter((id) => id !== l.ownerId),
      r.int(1, 3),
    ))
      log.review(l, userId);
  return log.rows;
}

/** How many people are interested in each listing, as the interest rows say. */
export function interestCounts(activity: DemoActivity): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of activity.interests)
    counts.set(row.propertyId, (counts.get(row.propertyId) ?? 0) + 1);
  return counts;
}

/** When each listing last changed, as its notifications tell. */
export function lastChanges(activity: DemoActivity): Map<string, string> {
  const changed = new Map<string, string>();
  for (const n of activity.notifications) {
    if (!n.propertyId) continue;
    const before = changed.get(n.propertyId);
    if (!before || before < n.createdAt) changed.set(n.propertyId, n.createdAt);
  }
  return changed;
}
