import type { RoommateProfile } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';
import { toRoommateProfile } from './present-roommate-profile';
import { findRoommateProfile } from './roommates.repository';

/** Someone's profile unless it is paused or absent (then null). */
export async function findOpenRoommateProfile(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<RoommateProfile | null> {
  const row = await findRoommateProfile(deps.db, userId);
  return row && !toBool(row.paused) ? toRoommateProfile(row) : null;
}
