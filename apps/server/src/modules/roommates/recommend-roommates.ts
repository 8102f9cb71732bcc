import { ROOMMATE_LIMITS, topMatches, type RoommateMatchList } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { matchInputOfRow, toRoommateProfile } from './present-roommate-profile';
import {
  budgetCandidates,
  filteredProfiles,
  findRoommateProfile,
  profilesOf,
} from './roommates.repository';

/** At most this many candidates are scored: the newest in the caller's city (or state). */
export const CANDIDATE_POOL = 500;

/**
 * The caller's top 5 matches scoring above 0 (spec section 9), each with what matched and what
 * did not. Never reads every profile: SQL narrows the candidates to open profiles in the
 * caller's city (else their state) whose budget could score; their scoring columns are scored,
 * and only the 5 best are read whole.
 */
export async function recommendRoommates(
  deps: Pick<Deps, 'db'>,
  callerId: string,
): Promise<RoommateMatchList> {
  const row = await findRoommateProfile(deps.db, callerId);
  if (!row) return { hasProfile: false, items: [] };
  const mine = toRoommateProfile(row);
  const place = mine.city ? { city: mine.city } : mine.state ? { state: mine.state } : {};
  const query = filteredProfiles(deps.db, callerId, place);
  const candidates = await budgetCandidates(query, mine.budget, CANDIDATE_POOL);
  const matches = topMatches(
    matchInputOfRow(row),
    candidates.map((c) => ({ ...matchInputOfRow(c), userId: c.userId })),
    ROOMMATE_LIMITS.matches,
  );
  const whole = new Map(
    (
      await profilesOf(
        deps.db,
        matches.map((m) => m.profile.userId),
      )
    ).map((p) => [p.userId, p]),
  );
  return {
    hasProfile: true,
    items: matches.flatMap(({ profile, score, percentage, factors }) => {
      const full = whole.get(profile.userId);
      return full ? [{ profile: toRoommateProfile(full), score, percentage, factors }] : [];
    }),
  };
}
