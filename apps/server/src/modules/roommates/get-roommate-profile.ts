import type { RoommateProfile } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { toRoommateProfile } from './present-roommate-profile';
import { listRoomPhotos } from './room-photos';
import { isProfileOpen } from './roommates.policy';
import { findRoommateProfile } from './roommates.repository';
import { actsAsAdmin, type AdminCandidate } from '../../plugins/auth/acts-as-admin';

/** The caller's own profile, paused or not; null before the first save. */
export async function getOwnRoommateProfile(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<RoommateProfile | null> {
  const row = await findRoommateProfile(deps.db, userId);
  return row ? withPhotos(deps, toRoommateProfile(row)) : null;
}

/** A profile page shows the room's photos (cards do not). */
async function withPhotos(
  deps: Pick<Deps, 'db'>,
  profile: RoommateProfile,
): Promise<RoommateProfile> {
  const photos = await listRoomPhotos(deps, profile.userId);
  return photos.length > 0 ? { ...profile, roomPhotos: photos } : profile;
}

/**
 * Someone's profile as others see it. A paused or hidden profile is hidden from everyone but its owner (and admins),
 * with the same 404 as one that does not exist.
 */
export async function getRoommateProfile(
  deps: Pick<Deps, 'db'>,
  caller: { userId: string } & AdminCandidate,
  userId: string,
): Promise<RoommateProfile> {
  const row = await findRoommateProfile(deps.db, userId);
  const sees = row && (isProfileOpen(row) || userId === caller.userId || actsAsAdmin(caller));
  if (!row || !sees) throw new AppError('roommate.not-found');
  return withPhotos(deps, toRoommateProfile(row));
}
