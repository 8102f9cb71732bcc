import { ROOMMATE_LIMITS, topMatches, type RoommateMatchList } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { matchInputOf, toRoommateProfile } from './present-roommate-profile';
import { budgetCandidates, filteredProfiles, findRoommateProfile } from './roommates.repository';

/** At most this many candidates are scored: the newest in the caller's city (or state). */
export const CANDIDATE_POOL = 500;

/**
 * The caller's top 5 matches scoring above 0 (spec section 9), each with what matched and what
 * did not. Never reads every profile: SQL narrows the candidates to open profiles in the
 * caller's city (else their state) whose budget could score, and only those are scored.
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
  const candidates = (await budgetCandidates(query, mine.budget, CANDIDATE_POOL)).map(
    toRoommateProfile,
  );
  const matches = topMatches(
    matchInputOf(mine),
    candidates.map((profile) => ({ ...matchInputOf(profile), profile })),
    ROOMMATE_LIMITS.matches,
  );
  return {
    hasProfile: true,
    items: matches.map(({ profile, score, percentage, factors }) => ({
      profile: profile.profile,
      score,
      percentage,
      factors,
    })),
  };
}
