import type { RoommateProfile, RoommateProfileData } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { toColumns, toRoommateProfile } from './present-roommate-profile';
import { findRoommateProfile, upsertRoommateProfile } from './roommates.repository';

/**
 * Creates the caller's profile or replaces it with `data` (already checked and stripped of
 * empty values by the shared schema). The first save's date is kept.
 */
export async function saveRoommateProfile(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  data: RoommateProfileData,
): Promise<RoommateProfile> {
  await upsertRoommateProfile(deps.db, toColumns(userId, data, deps.clock.now().toISOString()));
  return toRoommateProfile((await findRoommateProfile(deps.db, userId))!);
}
