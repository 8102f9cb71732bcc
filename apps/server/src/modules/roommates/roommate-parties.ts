import type { Deps } from '../../plugins/events/deps';
import { toRoommateProfile } from './present-roommate-profile';
import { profilesOf } from './roommates.repository';

/** How a person shows on a request card: the names and photo of their profile, nothing else. */
export interface RoommateParty {
  userId: string;
  firstName?: string;
  lastName?: string;
  avatarUrl?: string;
}

/** The parties of these people; someone without a profile (deleted since) is just their id. */
export async function roommateParties(
  deps: Pick<Deps, 'db'>,
  userIds: readonly string[],
): Promise<Map<string, RoommateParty>> {
  const rows = await profilesOf(deps.db, [...new Set(userIds)]);
  const parties = new Map<string, RoommateParty>(userIds.map((id) => [id, { userId: id }]));
  for (const row of rows) {
    const { userId, firstName, lastName, avatarUrl } = toRoommateProfile(row);
    parties.set(userId, {
      userId,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(avatarUrl ? { avatarUrl } : {}),
    });
  }
  return parties;
}

/** "Asha Rao", or "A Nivaas member" when the profile has no name. */
export const partyName = (p: RoommateParty | undefined): string =>
  [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'A Nivaas member';
