import { scoreRoommateMatch, type RoommateList, type RoommateSearch } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { phoneVerifiedAmong } from '../users/index';
import { decodeCursor, encodeCursor } from './roommate-cursor';
import { matchInputOfRow, toRoommateProfile } from './present-roommate-profile';
import {
  filteredProfiles,
  findRoommateProfile,
  newestForScoring,
  profilesOf,
  recentPage,
} from './roommates.repository';

/**
 * How many of the newest profiles passing the filters are ordered by compatibility. Filters
 * narrow first (a city, a budget), so this is rarely the limit; it bounds the work of a page.
 */
export const COMPATIBILITY_POOL = 1000;

/**
 * A page of open profiles passing every filter (spec sections 7 and 9), never the caller's
 * own. Newest first by default; by compatibility with the caller's profile when asked and the
 * caller has one (else newest first), each card then carrying its percentage.
 */
export async function searchRoommates(
  deps: Pick<Deps, 'db'>,
  callerId: string,
  q: RoommateSearch,
): Promise<RoommateList> {
  const list = await findRoommates(deps, callerId, q);
  const verified = await phoneVerifiedAmong(
    deps.db,
    list.items.map((card) => card.userId),
  );
  return {
    ...list,
    items: list.items.map((card) => ({ ...card, phoneVerified: verified.has(card.userId) })),
  };
}

async function findRoommates(
  deps: Pick<Deps, 'db'>,
  callerId: string,
  q: RoommateSearch,
): Promise<RoommateList> {
  const cursor = decodeCursor(q.cursor);
  const query = filteredProfiles(deps.db, callerId, q);
  const mine =
    q.sort === 'compatibility' ? await findRoommateProfile(deps.db, callerId) : undefined;

  if (!mine) {
    const after = cursor?.sort === 'recent' ? cursor.after : null;
    const rows = await recentPage(query, after, q.limit);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map(toRoommateProfile),
      nextCursor:
        rows.length > q.limit && last
          ? encodeCursor({
              sort: 'recent',
              after: { updatedAt: last.updatedAt, userId: last.userId },
            })
          : null,
    };
  }

  // Scored on their columns; only the page's profiles are read whole.
  const me = matchInputOfRow(mine);
  const offset = cursor?.sort === 'compatibility' ? cursor.offset : 0;
  const scored = (await newestForScoring(query, COMPATIBILITY_POOL))
    .map((row) => ({ userId: row.userId, ...scoreRoommateMatch(me, matchInputOfRow(row)) }))
    // Stable: equal scores keep newest first.
    .sort((a, b) => b.score - a.score);
  const page = scored.slice(offset, offset + q.limit);
  const whole = new Map(
    (
      await profilesOf(
        deps.db,
        page.map((p) => p.userId),
      )
    ).map((p) => [p.userId, p]),
  );
  return {
    items: page.flatMap((p) => {
      const row = whole.get(p.userId);
      return row ? [{ ...toRoommateProfile(row), percentage: p.percentage }] : [];
    }),
    nextCursor:
      offset + q.limit < scored.length
        ? encodeCursor({ sort: 'compatibility', offset: offset + q.limit })
        : null,
  };
}
