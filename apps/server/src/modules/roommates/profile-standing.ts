import type { Deps } from '../../plugins/events/deps';
import { toBool } from '../../db/dialect';
import { findProfileStanding } from './roommates.repository';

/** A person's roommate profile as the admin area shows it beside them, or null if they have none. */
export async function roommateProfileStanding(deps: Pick<Deps, 'db'>, userId: string) {
  const profile = await findProfileStanding(deps.db, userId);
  return profile
    ? {
        city: profile.city,
        paused: toBool(profile.paused),
        hidden: Boolean(profile.hiddenByAdminAt) || toBool(profile.ownerSuspended),
      }
    : null;
}
