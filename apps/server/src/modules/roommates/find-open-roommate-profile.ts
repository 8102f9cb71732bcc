import type { RoommateProfile } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { toRoommateProfile } from './present-roommate-profile';
import { isProfileOpen } from './roommates.policy';
import { findRoommateProfile } from './roommates.repository';

/** Someone's profile unless it is paused, hidden or absent (then null). */
export async function findOpenRoommateProfile(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<RoommateProfile | null> {
  const row = await findRoommateProfile(deps.db, userId);
  return row && isProfileOpen(row) ? toRoommateProfile(row) : null;
}
